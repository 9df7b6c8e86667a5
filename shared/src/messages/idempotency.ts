/**
 * Messages of the Idempotency-Key header that applicants' writes take (docs/reliability.md 'Store faults'). Kept out of
 * `messages` (the object the browser bundles on every page): only the server answers with them.
 */
export const idempotencyMessages = {
  /** A key that is not a UUID. */
  keyInvalid: '요청 번호(Idempotency-Key)는 UUID 형식으로 보내 주세요.',
  /** A key sent again with other content: a retry must repeat its first request exactly. */
  keyReused: '같은 요청 번호로 다른 내용을 보낼 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
};
