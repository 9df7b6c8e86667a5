import { S3ServiceException } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { inputCausedFailure } from './input-caused-failure.ts';

const s3Error = (name: string, fault: 'client' | 'server' = 'client') => new S3ServiceException({ name, $fault: fault, $metadata: { httpStatusCode: fault === 'client' ? 400 : 500 }, message: name });

/** S3's refusals of a key or argument are the request's fault (4xx); anything else stays a 500 to be fixed. */
describe('S3 and unknown errors', () => {
  it('answers S3 refusals of the key or an argument with 400', () => {
    for (const name of ['KeyTooLongError', 'InvalidArgument', 'InvalidURI']) expect(inputCausedFailure(s3Error(name)), name).toEqual({ status: 400, message: messages.input.fileRequestRefused });
  });

  it('leaves server faults, permission errors and plain bugs as 500s', () => {
    expect(inputCausedFailure(s3Error('InternalError', 'server'))).toBeUndefined();
    expect(inputCausedFailure(s3Error('AccessDenied'))).toBeUndefined();
    expect(inputCausedFailure(new TypeError('x is undefined'))).toBeUndefined();
    expect(inputCausedFailure(new RangeError('Maximum call stack size exceeded'))).toBeUndefined();
    expect(inputCausedFailure({ name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] })).toBeUndefined();
    expect(inputCausedFailure(undefined)).toBeUndefined();
  });
});
