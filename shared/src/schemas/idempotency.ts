import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { idempotencyMessages } from '../messages/idempotency.ts';

/**
 * The headers of an applicant's write that may be retried: an idempotency key (a UUID) the browser makes for one user
 * action and sends with every try of it. A try that meets the record of an earlier one with the same key answers that
 * one's answer and writes nothing; the same key with other content is refused (422).
 */
export const idempotencyHeadersSchema = lazySchema(() =>
  z.object({
    'Idempotency-Key': z
      .uuid({ error: idempotencyMessages.keyInvalid })
      .optional()
      .describe('한 번의 요청(저장, 제출, 등록)에 브라우저가 만드는 요청 번호(UUID). 같은 번호로 다시 보낸 같은 요청은 처음의 답을 다시 받고, 아무것도 다시 쓰지 않습니다(24시간).'),
  }),
);
