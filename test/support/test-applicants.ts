import { randomUUID } from 'node:crypto';
import type { NewApplicant } from '../../functions/src/domain/ports.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { portalKst } from './test-clock.ts';

/** A new applicant's record as the auth step would store it (a fresh identity and e-mail), with the suite's own fields. */
export function testApplicantRecord(id: number, projectId: number, taskId: number, record: Partial<NewApplicant> = {}): NewApplicant {
  return {
    id,
    projectId,
    taskId,
    taskName: '테스트 분야',
    name: '김지원',
    phone: '01012345678',
    email: `${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: 'not-used',
    auth: false,
    identityHash: randomUUID(),
    status: 'N',
    confirmPage: [],
    savePage: null,
    fields: {},
    createdAt: portalKst(),
    ...record,
  };
}

/**
 * An applicant written straight into the store (the auth step has its own suites), with a real applicant token.
 * Suites that start after the auth step use it instead of replaying verification codes.
 */
export async function createTestApplicant(
  tenantId: number,
  projectId: number,
  taskId: number,
  name = '김지원',
  sessionSeconds = 1800,
  /** What the suite needs stored otherwise (the e-mail a mail test sends to, …). */
  record: Partial<NewApplicant> = {},
): Promise<{ id: number; token: string }> {
  const repos = processWiring().reposFor(tenantId);
  const id = await repos.applicants.nextId();
  const created = await repos.applicants.create(testApplicantRecord(id, projectId, taskId, { name, ...record }));
  if (!created) throw new Error('applicant not created');
  const { token } = await repos.applicantTokens.create(id, 3600, sessionSeconds);
  return { id, token };
}
