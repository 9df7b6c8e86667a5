import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=1.0, gzip;q=1.0', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['gzip;q=0.5, identity', 'identity'],
    ['gzip, identity;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['identity;q=0', 'identity'],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['gzip ; q=0.3 , br ; q=0.2', 'gzip'],
    ['gzip;q=oops', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('reads a header sent twice as one list', () => {
    expect(negotiateEncoding(['gzip;q=0.2', 'br;q=0.9'])).toBe('br');
  });
});
