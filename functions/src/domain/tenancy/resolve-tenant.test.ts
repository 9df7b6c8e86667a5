import { describe, expect, it } from 'vitest';
import type { TenantDirectory } from '../ports.ts';
import { resolveTenant } from './resolve-tenant.ts';

const demo = { id: 1, domainKey: 'demo' };
const portal = { id: 0, domainKey: 'portal' };
const own = { id: 2, domainKey: 'acme' };
const directory = {
  findByDomainKey: async (k: string) => (k === 'demo' ? demo : undefined),
  findByHost: async (h: string) => (h === 'careers.acme.kr' ? own : undefined),
  findDefault: async () => portal,
} as unknown as TenantDirectory;

describe('tenant from the host', () => {
  it('reads the domain key of <key>.<base>, keeping the port in the base domain', async () => {
    expect(await resolveTenant(directory, 'demo.localhost:3000', ['localhost'])).toEqual({ tenant: demo, baseDomain: 'localhost:3000' });
  });
  it('serves the default company on the bare base domain and on IP literals', async () => {
    expect((await resolveTenant(directory, 'localhost:3000', ['localhost'])).tenant).toBe(portal);
    expect((await resolveTenant(directory, '127.0.0.1:3000', ['localhost'])).tenant).toBe(portal);
  });
  it("resolves a tenant's own domain", async () => {
    expect(await resolveTenant(directory, 'Careers.Acme.kr', ['localhost'])).toEqual({ tenant: own, baseDomain: undefined });
  });
  it('finds no tenant for unknown or malformed hosts', async () => {
    expect((await resolveTenant(directory, 'nobody.localhost', ['localhost'])).tenant).toBeUndefined();
    expect((await resolveTenant(directory, 'a.b.localhost', ['localhost'])).tenant).toBeUndefined();
    expect((await resolveTenant(directory, '', ['localhost'])).tenant).toBeUndefined();
  });
});
