import { endpoint } from '@portal/shared/api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { resetConfig } from '../config.ts';
import { applyLocalEnvironment, localEnvironment } from '../local/local-defaults.ts';
import { checkResponse, countAnswer, ResponseContractError } from './define-handler.ts';
import { recordMetrics } from '../domain/business-metrics.ts';
import { inLogScope } from '../domain/log.ts';

const contract = endpoint({
  id: 'Probe',
  method: 'GET',
  path: '/probe',
  scopes: ['app'],
  auth: 'visitor',
  summary: '확인용',
  response: z.object({ count: z.number().int() }),
});

const withEnv = (value: string | undefined) => {
  process.env.STAGE ??= 'test';
  // A deployed-like stage names its pepper's secret (config.ts refuses the value there); the local stage has the value.
  if (process.env.STAGE === 'local') process.env.SECRET_PEPPER ??= 'a-test-pepper-of-enough-length';
  else process.env.PEPPER_SECRET_ID ??= 'portal/test/secret-pepper';
  if (value === undefined) delete process.env.CHECK_RESPONSES;
  else process.env.CHECK_RESPONSES = value;
  resetConfig();
};
afterEach(() => withEnv(undefined));

describe('answers checked against their contract', () => {
  it('refuses an answer outside the contract, naming the endpoint and the field', () => {
    withEnv('true');
    expect(() => checkResponse(contract, { count: 'three' })).toThrow(ResponseContractError);
    expect(() => checkResponse(contract, { count: 'three' })).toThrow(/Probe answered outside its contract: count:/);
    expect(() => checkResponse(contract, { count: 3 })).not.toThrow();
  });

  it('does not check on a deployed stage, where the flag is unset', () => {
    withEnv(undefined);
    expect(() => checkResponse(contract, { count: 'three' })).not.toThrow();
  });

  it('is on in the local runtime, so every suite over the stand-ins checks every answer', () => {
    expect(localEnvironment.CHECK_RESPONSES).toBe('true');
    const env: NodeJS.ProcessEnv = {};
    applyLocalEnvironment(env);
    expect(env.CHECK_RESPONSES).toBe('true');
  });
});

describe('business counts from the contract (issue 45)', () => {
  const counted = { answered: 'PagesSaved', failed: 'SaveFailures' } as const;
  const counts = (keys: Record<string, unknown>, status: number) => {
    const recorded = recordMetrics();
    try {
      inLogScope(keys, () => countAnswer(counted, status));
    } finally {
      recorded.stop();
    }
    return recorded.counts;
  };

  it('counts an answered call for the tenant and project the request named, and a 5xx as the failure count', () => {
    expect(counts({ tenantId: 7, projectId: 71 }, 200)).toEqual([{ name: 'PagesSaved', tenantId: 7, projectId: 71, n: 1 }]);
    expect(counts({ tenantId: 7 }, 503)).toEqual([{ name: 'SaveFailures', tenantId: 7, projectId: undefined, n: 1 }]);
  });

  it('counts nothing for a refusal the caller caused (4xx) or a request that named no tenant', () => {
    expect(counts({ tenantId: 7, projectId: 71 }, 409)).toEqual([]);
    expect(counts({ tenantId: 7, projectId: 71 }, 429)).toEqual([]);
    expect(counts({}, 200)).toEqual([]);
  });
});
