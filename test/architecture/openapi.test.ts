import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { pathParams } from '@portal/shared/api/contract';
import { buildOpenApi } from '@portal/shared/api/openapi';
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/src/http/routes.ts';
import { openApiFile, openApiText, startupRoutesFile, startupRoutesText } from '../../scripts/write-openapi.ts';

const doc = buildOpenApi(allEndpoints);

describe('the OpenAPI document', () => {
  it('is what the contracts say today (run npm run openapi after changing a contract)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(openApiText());
  });

  it('comes with the start-up routes the early script reads, as the contracts marked startup say today', () => {
    expect(readFileSync(startupRoutesFile, 'utf8')).toBe(startupRoutesText());
    expect(startupRoutesText()).toContain("CheckHostname: { method: 'GET', path: '/checkHostname' }");
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(openApiText()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does refuse: the same document with a parameter that says neither where it goes nor its name.
    const broken = JSON.parse(openApiText());
    broken.paths['/api/app/board/{id}'].get.parameters[0] = { required: true };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every route of the route table under every scope, and nothing else', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const routed = routes.flatMap((r) => r.scopes.map((s) => `${r.method} ${apiPath(s, r.path)}`));
    expect(listed.sort()).toEqual(routed.sort());
  });

  it("documents a 429 on every route the abuse controls count: the challenge on those that may ask one, a wait on the others", () => {
    const answers429 = (method: string, path: string) => (doc.paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>)[path]![method.toLowerCase()]!.responses['429'];
    for (const r of routes) {
      const c = r.contract;
      const counted = c?.mayChallenge || c?.limited || c?.auth === 'integrator';
      for (const s of r.scopes) expect(Boolean(answers429(r.method, apiPath(s, r.path))), `${r.method} ${apiPath(s, r.path)}`).toBe(Boolean(counted));
    }
    expect(answers429('POST', '/api/app/verify/confirm/{kind}')?.description).toMatch(/Retry-After/);
    expect(answers429('POST', '/api/app/board/qna')).toBeDefined();
  });

  it('names each path parameter of a contract in its params schema, and declares a Korean summary', () => {
    for (const e of allEndpoints) {
      const declared = pathParams(e.path).sort();
      const inSchema = e.params ? Object.keys((e.params as unknown as { shape: Record<string, unknown> }).shape).sort() : [];
      expect(inSchema, e.id).toEqual(declared);
      expect(e.summary, e.id).toMatch(/[가-힣]/);
    }
  });
});

describe('the route table', () => {
  it('binds every contract exactly once, and takes method, path and scopes from it', () => {
    expect(routes.map((r) => r.id).sort()).toEqual(allEndpoints.map((e) => e.id).sort());
    for (const r of routes) {
      expect(r.contract, r.id).toBeDefined();
      expect([r.method, r.path, r.scopes]).toEqual([r.contract!.method, r.contract!.path, r.contract!.scopes]);
    }
  });
});
