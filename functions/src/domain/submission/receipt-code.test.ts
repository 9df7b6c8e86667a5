import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { receiptCode } from './receipt-code.ts';

const crypto = { sha256: (v: string) => createHash('sha256').update(v).digest('hex') };

describe('receiptCode (ux.md p5)', () => {
  const hash = 'a'.repeat(64);
  it('is 16 hex digits in groups of four, derived as docs/integration-api.md says', () => {
    const code = receiptCode(crypto, { applicantNumber: '902-00001', seq: 1, snapshotHash: hash });
    expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const expected = createHash('sha256').update(`902-00001#1#${hash}`).digest('hex').slice(0, 16).toUpperCase();
    expect(code.replaceAll('-', '')).toBe(expected);
  });
  it('differs for two people with the same answers, and for a resubmission of the same answers', () => {
    const first = receiptCode(crypto, { applicantNumber: '902-00001', seq: 1, snapshotHash: hash });
    expect(receiptCode(crypto, { applicantNumber: '902-00002', seq: 1, snapshotHash: hash })).not.toBe(first);
    expect(receiptCode(crypto, { applicantNumber: '902-00001', seq: 2, snapshotHash: hash })).not.toBe(first);
  });
});
