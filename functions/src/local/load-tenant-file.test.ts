import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { loadTenantFile } from './load-tenant-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'tenant-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const demoDir = join(dirname(fileURLToPath(import.meta.url)), 'demo', 'tenants');

/** A one-tenant configuration whose company website and first auth field's pattern are given. */
function tenantFile(name: string, website: string, pattern = '^[가-힣]+$'): string {
  const file = join(dir, `${name}.json`);
  const config = {
    company: { id: 9901, domainKey: name, name: '검사 기관', website },
    projects: [
      {
        id: 99011,
        title: '검사 공고',
        startDate: '2026-11-01 00:00:00',
        endDate: '2026-11-30 18:00:00',
        verify_options: { auth: false, email: true, sms: false },
        auth_fields: [{ title: '이름', input_type: { field: 'name', type: 'text', pattern: { value: pattern, message: '한글만' } } }],
        tasks: [{ id: 990111, name: '행정직', count: 1 }],
      },
    ],
  };
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe('the import refuses links and patterns the site must not carry', () => {
  it('refuses a company website with a javascript:, data: or other non-web scheme, in Korean (audit F12)', async () => {
    for (const [i, website] of ['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example', 'ftp://example.com'].entries())
      await expect(loadTenantFile(tenantFile(`bad-url-${i}`, website)), website).rejects.toThrow(m.urlScheme('website'));
    for (const [i, website] of ['https://example.com', 'http://example.com/about', '/about', ''].entries())
      await expect(loadTenantFile(tenantFile(`good-url-${i}`, website)), website).resolves.toBeDefined();
  });

  it('refuses a tenant pattern the linear-time matcher cannot run (audit F07)', async () => {
    await expect(loadTenantFile(tenantFile('lookahead', 'https://example.com', '^(?=.*[가-힣])'))).rejects.toThrow(m.patternUnsupported('auth_fields[0]'));
    await expect(loadTenantFile(tenantFile('catastrophic', 'https://example.com', '^([A-Za-z가-힣]+\\s?)+$'))).resolves.toBeDefined();
  });

  it('still loads every demo tenant', async () => {
    for (const f of readdirSync(demoDir).filter((n) => n.endsWith('.yaml'))) await expect(loadTenantFile(join(demoDir, f)), f).resolves.toBeDefined();
  });
});

describe('the import tells the operator of code limits below the defaults (issue 40)', () => {
  /** A tenant file as an export from before the deadline sizing wrote it: its code limits stated, 30 and 3,000. */
  function exportedBefore(name: string, codeLimits?: { per_address_per_hour: number; per_tenant_per_hour: number }): string {
    const file = tenantFile(name, '');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { company: Record<string, unknown> };
    if (codeLimits) config.company.code_limits = codeLimits;
    writeFileSync(file, JSON.stringify(config));
    return file;
  }

  it('keeps stored limits below the defaults as written and warns of each, naming the file', async () => {
    const file = exportedBefore('old-limits', { per_address_per_hour: 30, per_tenant_per_hour: 3_000 });
    const loaded = await loadTenantFile(file);
    expect(loaded.config.company.code_limits).toEqual({ per_address_per_hour: 30, per_tenant_per_hour: 3_000 });
    expect(loaded.warnings).toEqual([
      m.cli.codeLimitBelowDefault(file, 'per_address_per_hour', 30, 600),
      m.cli.codeLimitBelowDefault(file, 'per_tenant_per_hour', 3_000, 360_000),
    ]);
  });

  it('says nothing of a file without code limits (it gets the defaults)', async () => {
    expect((await loadTenantFile(exportedBefore('no-limits'))).warnings).toEqual([]);
  });
});
