import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { routes } from '../http/routes.ts';
import { createRouteMatcher } from './route-matcher.ts';

describe('route table', () => {
  it('names an existing handler module for every route', () => {
    for (const r of routes) expect(existsSync(new URL(`../http/handlers/${r.handler}.ts`, import.meta.url)), r.handler).toBe(true);
  });
  it('has unique ids and unique method+path pairs', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });
  it('matches paths as API Gateway does, under both prefixes', () => {
    const m = createRouteMatcher();
    const hit = m.match('GET', '/api/admin/boards/notice/7');
    expect(hit).toMatchObject({ routeKey: 'GET /api/admin/boards/{type}/{companyId}', pathParameters: { type: 'notice', companyId: '7' } });
    expect(m.match('POST', '/api/app/projects')).toBe('method-not-allowed');
    expect(m.match('GET', '/api/other/projects')).toBeUndefined();
  });
  it('mounts the integration API under /api/integration only', () => {
    const m = createRouteMatcher();
    expect(m.match('GET', '/api/integration/applications')).toMatchObject({ routeKey: 'GET /api/integration/applications' });
    expect(m.match('GET', '/api/app/applications')).toBeUndefined();
    expect(m.match('GET', '/api/integration/projects')).toBeUndefined();
  });
});
