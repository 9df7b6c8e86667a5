import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonicalJson', () => {
  it('sorts keys at every level and leaves undefined members out', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }], u: undefined })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
  });

  it('writes what JSON cannot hold as null, as JSON.stringify does inside an array', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([undefined, null, 'x'])).toBe('[null,null,"x"]');
    expect(canonicalJson('한글')).toBe('"한글"');
  });
});
