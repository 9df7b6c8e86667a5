import { CODE_LIMIT_DEFAULTS, type TenantConfig } from '@portal/shared';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';

/**
 * What an operator should hear about a configuration's `company.code_limits` before it is imported: each limit set
 * below CODE_LIMIT_DEFAULTS. A file without `code_limits` gets the defaults (nothing to say); one that states a lower
 * value keeps it, which is right for a small organisation and wrong for a tenant whose export wrote back the old
 * 30 and 3,000 (issue 40), so the import says so rather than changing it.
 */
export function codeLimitWarnings(file: string, company: Pick<TenantConfig['company'], 'code_limits'>): string[] {
  const limits = company.code_limits;
  const checks = [
    ['per_address_per_hour', limits.per_address_per_hour, CODE_LIMIT_DEFAULTS.perAddressPerHour],
    ['per_tenant_per_hour', limits.per_tenant_per_hour, CODE_LIMIT_DEFAULTS.perTenantPerHour],
  ] as const;
  return checks.filter(([, value, fallback]) => value < fallback).map(([field, value, fallback]) => m.cli.codeLimitBelowDefault(file, field, value, fallback));
}
