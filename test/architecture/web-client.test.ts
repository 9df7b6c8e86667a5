import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as areas from '@portal/shared/api/endpoints';
import * as authStep from '@portal/shared/api/auth-step';
import * as form from '@portal/shared/api/form';
import * as publicSite from '@portal/shared/api/public-site';
import * as submission from '@portal/shared/api/submission';
import * as findApplication from '@portal/shared/api/find-application';
import * as qna from '@portal/shared/api/qna';
import * as steps from '@portal/shared/api/steps';
import * as integration from '@portal/shared/api/integration';
import * as integrationConfig from '@portal/shared/api/integration-config';
import * as handoff from '@portal/shared/api/handoff';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webSrc = path.join(root, 'web', 'src');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sources(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });

// The one file that knows the API's base ('/api/app/' or '/api/admin/').
const client = path.join(webSrc, 'lib', 'request-init.ts');

describe('the web client', () => {
  it('writes no API path outside the client and the contracts: every call names its contract', () => {
    // The fixed start of each contract path ('applicant/open-form/', 'checkHostname', ...), as a string would begin.
    // The integration API's paths ('company', 'projects/') are for organisations' systems; the web never calls them.
    const webEndpoints = areas.allEndpoints.filter((e) => e.scopes.some((scope) => scope !== 'integration'));
    const starts = [...new Set(webEndpoints.map((e) => e.path.split('{')[0]!.replace(/^\//, '')))].filter((s) => s.length > 0);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A whole path ('checkHostname') counts when the string ends there or goes on to a query or a deeper path.
    const alternatives = starts.map((s) => (s.endsWith('/') ? escape(s) : `${escape(s)}(?=['"\`?/$])`));
    const quoted = new RegExp(`['"\`]/?(?:api/|${alternatives.join('|')})`);
    const offenders = sources(webSrc)
      .filter((f) => f !== client)
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${path.relative(root, f)}:${i + 1}` }))
          .filter(({ line }) => quoted.test(line) && !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*')),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(offenders).toEqual([]);
    // The check does see a path string when one is written.
    expect(quoted.test("apiGet('applicant/view')")).toBe(true);
    expect(quoted.test('fetch(`/api/app/x`)')).toBe(true);
    expect(quoted.test("apiGet('checkHostname')")).toBe(true);
  });

  it('can import each contract by its id, as the web does (an export per endpoint, named as its id)', () => {
    const modules = { authStep, form, publicSite, submission, findApplication, qna, steps, integration, integrationConfig, handoff };
    const exported = Object.values(modules).flatMap((m) => Object.entries(m).filter(([, v]) => typeof v === 'object' && v !== null && 'method' in v && 'path' in v));
    for (const [name, e] of exported) expect(name).toBe((e as { id: string }).id);
    expect(exported.map(([, e]) => e).sort((a, b) => String((a as { id: string }).id).localeCompare((b as { id: string }).id))).toEqual(
      [...areas.allEndpoints].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
