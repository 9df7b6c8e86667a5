import {
  cancelResultSchema,
  completeParamsSchema,
  completeResultSchema,
  draftBodySchema,
  draftParamsSchema,
  draftResultSchema,
  revokePreviewKeysBodySchema,
  revokePreviewKeysResultSchema,
  submissionHistorySchema,
  submissionsParamsSchema,
} from '../schemas/submission.ts';
import { endpoint } from './contract.ts';

export const CompleteApplicant = endpoint({ id: 'CompleteApplicant', capacity: 'submit', counts: { answered: 'Submissions', failed: 'SubmitFailures' }, method: 'POST', path: '/applicant/complete/{id}', scopes: ['app'], auth: 'own-applicant', summary: '지원서를 최종 제출합니다.', params: completeParamsSchema, response: completeResultSchema });
export const CancelSubmission = endpoint({ id: 'CancelSubmission', method: 'POST', path: '/applicant/cancel', scopes: ['app'], auth: 'applicant', summary: '최종 제출을 취소하고 지원서를 다시 고칠 수 있게 합니다.', response: cancelResultSchema });
export const ListSubmissions = endpoint({ id: 'ListSubmissions', method: 'GET', path: '/applicant/submissions/{id}', scopes: ['admin'], auth: 'staff', summary: '지원자의 제출 이력을 조회합니다.', params: submissionsParamsSchema, response: submissionHistorySchema });
export const RevokePreviewKeys = endpoint({ id: 'RevokePreviewKeys', method: 'POST', path: '/applicant/previewKeys/revoke', scopes: ['admin'], auth: 'staff', summary: '발급한 미리보기 키를 모두 무효로 합니다.', body: revokePreviewKeysBodySchema, response: revokePreviewKeysResultSchema });
export const SaveDraft = endpoint({ id: 'SaveDraft', capacity: 'autosave', method: 'POST', path: '/applicant/draft/{id}', scopes: ['app'], auth: 'own-applicant', summary: '저장하지 않은 입력을 서버 초안으로 보관합니다.', params: draftParamsSchema, body: draftBodySchema, response: draftResultSchema });

/** Final submission, cancel, drafts and the staff's submission tools. */
export const submissionEndpoints = [CompleteApplicant, CancelSubmission, ListSubmissions, RevokePreviewKeys, SaveDraft] as const;
