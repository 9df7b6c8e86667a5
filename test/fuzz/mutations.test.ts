import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api } from '@portal/shared/api/endpoints';
import { fuzzSeed, runsFor, seedFor } from './fuzz-settings.ts';
import { HOSTILE_KINDS, hostileKindsOf, jsonDepth, type HostileKind } from './hostile-kinds.ts';
import { mutation, nested, oddFileKey, oddRawBody, type Mutation } from './mutations.ts';
import { fileKeys, requests, TENANT } from './requests.ts';

/**
 * The value kinds that answered 500 before the hardening (docs/security.md, section 9: drafts nested past DynamoDB's
 * 32 levels, empty keys, 1e308, 70,000-character keys, 3,000-deep saves, NUL bytes in file keys; later `constructor`
 * and `__proto__` keys) are among what the fuzz generates with the run's fixed seed (FUZZ_SEED changes it). The
 * fuzz itself also counts them among the requests it sent and fails a run without one of them
 * (public-endpoints.test.ts, last test).
 */
const credentials = { applicant: { id: 4242, token: 't'.repeat(43) }, staffToken: 's'.repeat(43) };
/** The requests a run sends to a route, in order: the same draws (only the applicant's id and token differ) for routes without fixture-specific hints, the drafts and page saves. */
const sentTo = (id: keyof typeof api, extra: Record<string, fc.Arbitrary<unknown>> = {}) => {
  const e = api[id];
  return fc.sample(requests(e, credentials, extra), { seed: seedFor(e.id), numRuns: runsFor(e) });
};
const kindsIn = (id: keyof typeof api, sent: { path: string; body: string | undefined }[]) => {
  const kinds = new Map<HostileKind, number>();
  for (const r of sent) for (const k of hostileKindsOf(id, r)) kinds.set(k, (kinds.get(k) ?? 0) + 1);
  return kinds;
};

describe('the hostile value kinds of the hardening among the generated inputs', () => {
  it("mutates values into nesting past 32 and 3,000 levels, empty, 70,000-character, 'constructor' and '__proto__' keys, and 1e308", () => {
    const sample: Mutation[] = fc.sample(mutation, { seed: fuzzSeed, numRuns: 2_000 });
    const has = (what: string, test: (m: Mutation) => boolean) => expect(sample.some(test), what).toBe(true);
    has('nesting past 32 levels', (m) => m.kind === 'deep' && m.depth > 32 && m.depth < 100);
    has('3,000 levels of nesting', (m) => m.kind === 'deep' && m.depth >= 3_000);
    has('an empty key', (m) => m.kind === 'add-key' && m.key === '');
    has('a 70,000-character key', (m) => m.kind === 'add-key' && m.key.length >= 70_000);
    has("a key named 'constructor'", (m) => m.kind === 'add-key' && m.key === 'constructor');
    has("a key named '__proto__'", (m) => m.kind === 'add-key' && m.key === '__proto__');
    has('1e308', (m) => (m.kind === 'replace' || m.kind === 'add-key') && Math.abs(Number(m.value)) >= 1e308);
  });

  it('sends whole bodies nested past 32 levels and the bare number 1e308', () => {
    const sample = fc.sample(oddRawBody, { seed: fuzzSeed, numRuns: 500 });
    expect(sample.some((b) => jsonDepth(b) > 32)).toBe(true);
    expect(sample).toContain('1e308');
  });

  it("puts file keys with a NUL byte among the keys of the applicant's own area", () => {
    const keys = fc.sample(oddFileKey(`staging/t/${TENANT}/applicants/1`), { seed: fuzzSeed, numRuns: 200 });
    expect(keys.some((k) => k.includes('\u0000') && k.startsWith('staging/'))).toBe(true);
    expect(keys).toContain('\u0000');
  });

  it("sends drafts nested past 32 levels, with empty, 70,000-character, 'constructor' and '__proto__' keys and 1e308, in a run's drafts", () => {
    const kinds = kindsIn('SaveDraft', sentTo('SaveDraft'));
    for (const kind of ['deepDraft', 'emptyKey', 'longKey', 'hugeNumber', 'constructorKey', 'protoKey'] as const) {
      expect(kinds.get(kind) ?? 0, HOSTILE_KINDS[kind]).toBeGreaterThan(0);
    }
  });

  it("sends page saves nested 3,000 levels deep, with empty, 70,000-character, 'constructor' and '__proto__' keys and 1e308, in a run's page saves", () => {
    const kinds = kindsIn('SaveApplicantPage', sentTo('SaveApplicantPage'));
    for (const kind of ['deepSave', 'emptyKey', 'longKey', 'hugeNumber', 'constructorKey', 'protoKey'] as const) {
      expect(kinds.get(kind) ?? 0, HOSTILE_KINDS[kind]).toBeGreaterThan(0);
    }
  });

  it("sends page saves with a new idempotency key, with one the route sent before, with none and with one that is not a UUID, in a run's page saves", () => {
    const keys = sentTo('SaveApplicantPage').map((r) => (r as { headers: Record<string, string> }).headers['Idempotency-Key']);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
    const valid = keys.filter((k): k is string => k !== undefined && uuid.test(k));
    expect(new Set(valid).size, 'new keys').toBeGreaterThan(10);
    expect(valid.length - new Set(valid.map((k) => k.toLowerCase())).size, 'keys sent again').toBeGreaterThan(0);
    expect(keys.filter((k) => k === undefined).length, 'saves without a key').toBeGreaterThan(0);
    expect(keys.filter((k) => k !== undefined && !uuid.test(k)).length, 'keys that are not UUIDs').toBeGreaterThan(0);
  });

  it("sends step answers, surveys, inquiries and auth saves with new idempotency keys, with one the route sent before and without one, in a run's requests", () => {
    for (const id of ['SubmitStepAnswers', 'SubmitSurvey', 'CreateQnaInquiry', 'CreateApplicant'] as const) {
      const keys = sentTo(id).map((r) => (r as { headers: Record<string, string> }).headers['Idempotency-Key']);
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
      const valid = keys.filter((k): k is string => k !== undefined && uuid.test(k));
      expect(new Set(valid).size, `${id}: new keys`).toBeGreaterThan(1);
      expect(valid.length - new Set(valid.map((k) => k.toLowerCase())).size, `${id}: keys sent again`).toBeGreaterThan(0);
      expect(keys.filter((k) => k === undefined).length, `${id}: without a key`).toBeGreaterThan(0);
    }
  });

  it("sends upload confirms and downloads whose file key holds a NUL byte, with the run's seed", () => {
    const staged = Array.from({ length: 8 }, (_, i) => `staging/t/${TENANT}/applicants/4242/r${i}/경력${i}.pdf`);
    const confirms = sentTo('ConfirmUpload', { key: fileKeys(staged, credentials.applicant) });
    expect(kindsIn('ConfirmUpload', confirms).get('nulFileKey') ?? 0, 'upload confirms').toBeGreaterThan(0);
    const downloads = sentTo('DownloadFile', { filepath: fc.oneof({ arbitrary: fc.constant(`files/public/${TENANT}/a.txt`), weight: 6 }, { arbitrary: oddFileKey(`files/t/${TENANT}/applicants/4242`), weight: 1 }) });
    expect(kindsIn('DownloadFile', downloads).get('nulFileKey') ?? 0, 'downloads').toBeGreaterThan(0);
  });
});

describe('recognising the hostile kinds in a request', () => {
  // The hand-written cases of test/integration/hostile-input.test.ts, as the fuzz would send them.
  const body = (values: string) => `{"pageIndex":0,"version":0,"values":${values}}`;
  const cases: [HostileKind, string, { path: string; body: string | undefined }][] = [
    ['deepDraft', 'SaveDraft', { path: '/api/app/applicant/draft/1', body: body(JSON.stringify({ english_name: nested(40) })) }],
    ['emptyKey', 'SaveDraft', { path: '/api/app/applicant/draft/1', body: body('{"":"x"}') }],
    ['hugeNumber', 'SaveDraft', { path: '/api/app/applicant/draft/1', body: body('{"english_name":1e308}') }],
    ['longKey', 'SaveApplicantPage', { path: '/api/app/applicant/update/1', body: body(JSON.stringify({ ['k'.repeat(70_000)]: 'x' })) }],
    ['deepSave', 'SaveApplicantPage', { path: '/api/app/applicant/update/1', body: body('{"english_name":' + '{"a":'.repeat(3000) + '1' + '}'.repeat(3000) + '}') }],
    ['nulFileKey', 'ConfirmUpload', { path: '/api/app/applicant/upload/1', body: JSON.stringify({ pageIndex: 0, upload_type: 'documents', key: 'files/t/1/applicants/1/r/a\u0000b.pdf', filename: 'a.pdf' }) }],
    ['nulFileKey', 'DownloadFile', { path: `/api/app/download?${new URLSearchParams({ filepath: 'a\u0000b', filename: 'a.pdf' })}`, body: undefined }],
    ['constructorKey', 'SaveDraft', { path: '/api/app/applicant/draft/1', body: body('{"careers":[{"constructor":{"name":"Number"}}]}') }],
    ['protoKey', 'SaveDraft', { path: '/api/app/applicant/draft/1', body: body('{"__proto__":{"constructor":{"name":"Map"}}}') }],
  ];
  for (const [kind, route, request] of cases) {
    it(`recognises ${HOSTILE_KINDS[kind]} in ${route}`, () => {
      expect([...hostileKindsOf(route, request)]).toContain(kind);
    });
  }

  it('finds none of them in an ordinary draft', () => {
    expect([...hostileKindsOf('SaveDraft', { path: '/api/app/applicant/draft/1', body: body('{"english_name":"Kim","careers":[{"months":12.5}]}') })]).toEqual([]);
  });
});
