import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
