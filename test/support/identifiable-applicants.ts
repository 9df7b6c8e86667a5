import { randomBytes, scryptSync } from 'node:crypto';
import type { ApplicantRecord } from '../../functions/src/domain/ports.ts';
import { applicantLoginHash } from '../../functions/src/domain/find-application/identification.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from './test-applicants.ts';

/** What identification (applicant/check) and password recovery compare: the person as they type themselves in. */
export interface IdentifiablePerson {
  name: string;
  phone: string;
  email: string;
}

/**
 * A stored password hash at scrypt's low cost (stored hashes carry their own parameters, so the portal checks it as it
 * checks any): suites that identify hundreds of people do not spend their time in the hash.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$1024$8$1$${salt.toString('base64url')}$${scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url')}`;
}

/** The fields the auth step stores for a person to be found again: their details and the identification key over them. */
export const identifiableFields = (projectId: number, person: IdentifiablePerson): Pick<ApplicantRecord, 'name' | 'phone' | 'email' | 'loginHash'> => ({
  name: person.name,
  phone: person.phone,
  email: person.email,
  loginHash: applicantLoginHash(processWiring().crypto, projectId, person),
});

/** An applicant written straight into the store whom identification and password recovery find, as the auth step leaves one. */
export function createIdentifiableApplicant(tenantId: number, projectId: number, taskId: number, person: IdentifiablePerson, record: Partial<ApplicantRecord> = {}) {
  return createTestApplicant(tenantId, projectId, taskId, person.name, 1800, { ...identifiableFields(projectId, person), ...record });
}
