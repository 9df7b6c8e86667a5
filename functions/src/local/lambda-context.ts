import type { Context } from 'aws-lambda';

/**
 * The Lambda context the local runtime hands a handler, as Lambda would for function `name`: its own request id per
 * invocation, and `timeoutMs` as the function's time left (routes have 10 s, jobs 60 s in the stack).
 */
export const lambdaContext = (name: string, timeoutMs: number): Context => {
  const end = Date.now() + timeoutMs;
  return {
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, end - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  } as Context;
};
