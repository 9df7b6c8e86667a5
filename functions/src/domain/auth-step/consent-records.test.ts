import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { clientOf, consentRecordsOf } from './consent-records.ts';

const crypto = { sha256: (v: string) => createHash('sha256').update(v).digest('hex') } as never;

describe('consent records', () => {
  it("keep each consent's title, the version of its text, the time in KST and the client", () => {
    const at = new Date('2026-12-03T01:02:03Z');
    const agreements = [
      { id: 1, title: '개인정보 수집·이용 동의', content: '<p>A</p>' },
      { id: 2, title: '민감정보 처리 동의', content: '<p>B</p>' },
    ];
    const ctx = { crypto, origin: { protocol: 'https', host: 'x', sourceIp: '', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' } } as never;
    const records = consentRecordsOf(ctx, agreements, at);
    expect(records).toEqual([
      { id: 1, title: '개인정보 수집·이용 동의', version: expect.stringMatching(/^[0-9a-f]{12}$/), sensitive: false, at: '2026-12-03 10:02:03', client: 'Chrome 131 · Windows' },
      { id: 2, title: '민감정보 처리 동의', version: expect.stringMatching(/^[0-9a-f]{12}$/), sensitive: true, at: '2026-12-03 10:02:03', client: 'Chrome 131 · Windows' },
    ]);
    // An edited text is another version; the same text the same one.
    const edited = consentRecordsOf(ctx, [{ ...agreements[0]!, content: '<p>A, 보유 기간 변경</p>' }], at);
    expect(edited[0]!.version).not.toBe(records[0]!.version);
    expect(consentRecordsOf(ctx, [agreements[0]!], at)[0]!.version).toBe(records[0]!.version);
  });

  it('name the browser and system in a few words', () => {
    expect(clientOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari 18 · iOS');
    expect(clientOf('Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36')).toBe('Samsung Internet 26 · Android');
    expect(clientOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge 131 · Windows');
    expect(clientOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 · macOS');
    expect(clientOf(undefined)).toBe('확인할 수 없는 환경');
    expect(clientOf('curl/8.5.0')).toBe('확인할 수 없는 환경');
  });
});
