import { describe, expect, it } from 'vitest';
import { chunkEntries } from './catalog-repository.ts';

describe('chunkEntries', () => {
  it('keeps every chunk under the byte limit and the order intact', () => {
    const entries = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `국가기술자격 ${i + 1}호 정보처리기사`, certification_organization: '한국산업인력공단' }));
    const chunks = chunkEntries(entries, 100_000);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(Buffer.byteLength(JSON.stringify(c), 'utf8')).toBeLessThan(100_000 + 2 + c.length);
    expect(chunks.flat()).toEqual(entries);
  });

  it('an empty catalogue is one empty chunk', () => {
    expect(chunkEntries([])).toEqual([[]]);
  });
});
