import { messages } from '@portal/shared';
import { qnaMessages } from '@portal/shared/messages/qna';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { AbuseRoute } from '../ports.ts';

/** What a client held on each counted route reads, in Korean: when to try again. One line per route that counts failures. */
export const WAIT_MESSAGES: Record<AbuseRoute, (seconds: number) => string> = {
  check: messages.findApplication.waitBeforeRetry,
  'find-password': messages.findApplication.password.waitBeforeRetry,
  qualification: messages.qualification.waitBeforeRetry,
  'code-confirm': messages.verification.waitBeforeRetry,
  inquiry: qnaMessages.waitBeforeRetry,
  'integration-key': integrationMessages.waitBeforeRetry,
};
