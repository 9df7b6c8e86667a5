import { describe, expect, it } from 'vitest';
import { splitCertificateNumber } from './certificate-number-field.tsx';

describe('a split certificate number', () => {
  it('reads a dashed value, an undashed one by the format, and blanks', () => {
    expect(splitCertificateNumber('1234-56789', [4, 5])).toEqual(['1234', '56789']);
    expect(splitCertificateNumber('12345678', [2, 6])).toEqual(['12', '345678']);
    expect(splitCertificateNumber('', [4, 5])).toEqual(['', '']);
    expect(splitCertificateNumber('12-', [2, 6])).toEqual(['12', '']);
  });
});
