import { describe, expect, it } from 'vitest';
import { resolvePublicFileKey } from './resolve-public-file-key.ts';

describe('resolvePublicFileKey', () => {
  it("maps a tenant's public asset path to its key, decoding each segment", () => {
    expect(resolvePublicFileKey('/files/public/9101/%EB%A1%9C%EA%B3%A0.png', 9101)).toBe('files/public/9101/로고.png');
    expect(resolvePublicFileKey('/files/public/9101/a%20b.png', 9101)).toBe('files/public/9101/a b.png');
  });

  it.each([
    ['/files/public/..%2F..%2Ft%2F9102%2Fx.pdf'],
    ['/files/public/x%2f..%2f..%2ft%2f9102%2fx.pdf'],
    ['/files/public/9101/..%5Cx.pdf'],
    ['/files/public/9101/../../t/9101/x.pdf'],
    ['/files/public/9101/%2E%2E/%2e%2e/t/9101/x.pdf'],
    ['/files/public/9101/./x.png'],
    ['/files/public/9101//x.png'],
    ['/files/public/9101/x.png/'],
    ['/files/public/9101/%00x.png'],
    ['/files/public/9101/%0Dx.png'],
    ['/files/public/9101/%7Fx.png'],
    ['/files/public/9101/a\\..\\x.png'],
    ['/files/public/9101/%E0%A4%A.png'],
    [`/files/public/9101/${'a'.repeat(1100)}.png`],
  ])('refuses %s', (path) => {
    expect(resolvePublicFileKey(path, 9101)).toBeUndefined();
  });

  it("refuses keys outside the asking tenant's public prefix", () => {
    expect(resolvePublicFileKey('/files/public/9102/logo.png', 9101)).toBeUndefined();
    expect(resolvePublicFileKey('/files/public/91011/logo.png', 9101)).toBeUndefined();
    expect(resolvePublicFileKey('/files/public/9101', 9101)).toBeUndefined();
    expect(resolvePublicFileKey('/files/t/9101/applicants/1/x.pdf', 9101)).toBeUndefined();
  });
});
