import type { ScopedClient } from './document-client.ts';
import type { TenantRepositories } from '../../domain/ports.ts';
import { boardRepository } from './board-repository.ts';
import { companyRepository } from './company-repository.ts';
import { popupRepository } from './popup-repository.ts';
import { postingRepository } from './posting-repository.ts';
import { projectRepository } from './project-repository.ts';
import { staffSessionRepository } from './staff-session-repository.ts';
import { handoffRepository } from './handoff-repository.ts';
import { TenantTable } from './tenant-table.ts';
import { verificationRepository } from './verification-repository.ts';
import { abuseRepository } from './abuse-repository.ts';
import { applicantRepository } from './applicant-repository.ts';
import { applicantTokenRepository } from './applicant-token-repository.ts';
import { catalogRepository } from './catalog-repository.ts';
import { formRepository } from './form-repository.ts';
import { answerRepository } from './answer-repository.ts';
import { uploadRepository } from './upload-repository.ts';
import { submissionRepository } from './submission-repository.ts';
import { draftRepository } from './draft-repository.ts';
import { mailSuppressionRepository, outboxRepository } from './outbox-repository.ts';
import { examPlaceRepository } from './exam-place-repository.ts';
import { previewKeyRepository } from './preview-key-repository.ts';
import { inquiryRepository } from './inquiry-repository.ts';
import { auditRepository } from './audit-repository.ts';
import { stepRepository } from './step-repository.ts';
import { applicantStepRepository } from './applicant-step-repository.ts';
import { revisionRepository } from './revision-repository.ts';
import { apiKeyRepository } from './api-key-repository.ts';
import { applicationListRepository } from './application-list-repository.ts';
import { idempotencyRepository } from './idempotency-records.ts';
import { retentionRepository } from './retention-repository.ts';
import { exportJobRepository } from './export-job-repository.ts';

/** The only way to get repositories: for one resolved tenant, over a client that can reach nothing else. */
export function tenantRepositories(scoped: ScopedClient, tableName: string, now: () => Date): TenantRepositories {
  const table = new TenantTable(scoped.document, tableName, scoped.tenantId);
  return {
    company: companyRepository(table),
    popups: popupRepository(table),
    postings: postingRepository(table),
    projects: projectRepository(table),
    boards: boardRepository(table),
    staffSessions: staffSessionRepository(table, now),
    handoffs: handoffRepository(table),
    verifications: verificationRepository(table, now),
    abuse: abuseRepository(table),
    applicants: applicantRepository(table, now),
    applicantTokens: applicantTokenRepository(table, now),
    catalogs: catalogRepository(table),
    forms: formRepository(table),
    answers: answerRepository(table, now),
    uploads: uploadRepository(table, now),
    submissions: submissionRepository(table, now),
    outbox: outboxRepository(table, now),
    mailSuppressions: mailSuppressionRepository(table),
    drafts: draftRepository(table, now),
    examPlaces: examPlaceRepository(table),
    previewKeys: previewKeyRepository(table),
    inquiries: inquiryRepository(table, now),
    audit: auditRepository(table),
    retention: retentionRepository(table),
    steps: stepRepository(table),
    applicantSteps: applicantStepRepository(table, now),
    idempotency: idempotencyRepository(table, now),
    apiKeys: apiKeyRepository(table),
    applications: applicationListRepository(table),
    revisions: revisionRepository(table),
    exports: exportJobRepository(table),
  };
}
