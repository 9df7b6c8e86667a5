import { messages } from '@portal/shared';

export interface InputCausedFailure {
  status: 400 | 413;
  message: string;
}

type AwsLikeError = {
  name?: string;
  message?: string;
  $fault?: 'client' | 'server';
  CancellationReasons?: { Code?: string; Message?: string }[];
};

const ITEM_TOO_LARGE = /item size|size limit|maximum allowed size/i;
/** @aws-sdk/util-dynamodb's refusals of numbers it cannot marshal exactly (it throws plain Errors). */
const UNMARSHALLABLE_NUMBER = /^(Number .* is (greater|lesser) than Number\.(MAX|MIN)_SAFE_INTEGER|Special numeric value)/;
/** S3's answers to a key or argument it cannot take (client faults: the request, not the service, is wrong). */
const S3_INPUT_ERRORS = new Set(['KeyTooLongError', 'InvalidArgument', 'InvalidURI', 'InvalidObjectName']);

/**
 * A store or S3 failure that the request's content caused, as the 4xx it should be answered with; undefined for
 * everything else, which stays a 500. The guards in shared/src/validation/input-bounds.ts refuse such input first:
 * this is the net for limits they do not know of, so that an applicant gets a Korean answer rather than a 500.
 * It knows the SDK's errors by name only (no SDK import): the HTTP layer maps them, and upsertVersioned gives a
 * refused body's version back.
 */
export function inputCausedFailure(error: unknown): InputCausedFailure | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as AwsLikeError;
  switch (e.name) {
    case 'ValidationException':
      return ITEM_TOO_LARGE.test(e.message ?? '') ? { status: 413, message: messages.input.storeTooLarge } : { status: 400, message: messages.input.storeRefused };
    case 'ItemCollectionSizeLimitExceededException':
      return { status: 413, message: messages.input.storeTooLarge };
    case 'TransactionCanceledException': {
      const invalid = (e.CancellationReasons ?? []).filter((r) => r.Code === 'ValidationError');
      if (invalid.length === 0) return undefined;
      return invalid.some((r) => ITEM_TOO_LARGE.test(r.Message ?? '')) ? { status: 413, message: messages.input.storeTooLarge } : { status: 400, message: messages.input.storeRefused };
    }
  }
  if (e.name && S3_INPUT_ERRORS.has(e.name) && e.$fault === 'client') return { status: 400, message: messages.input.fileRequestRefused };
  if (error instanceof Error && UNMARSHALLABLE_NUMBER.test(error.message)) return { status: 400, message: messages.input.numberOutOfRange };
  return undefined;
}
