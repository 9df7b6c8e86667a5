import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { messages } from '@portal/shared';
import { forbidden, unavailable } from '../../domain/errors.ts';
import type { OriginSecrets } from '../../domain/ports.ts';
import { edgeHeaders } from '../edge-headers.ts';

/**
 * The first check of every API request: it came through CloudFront, which adds the origin secret header. A caller of
 * the execute-api endpoint who skips the distribution (its WAF, the viewer address and host it writes) is answered 403
 * before its body is parsed, its tenant resolved or the store read. The header is removed once checked, so nothing
 * after this point (a log line, a use case) can see it.
 */
export function originCheck(options: { secrets: () => OriginSecrets }): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request) => {
      const headers = request.event.headers ?? {};
      const presented = headers[edgeHeaders.originSecret];
      const accepted = await options
        .secrets()
        .accepts(presented)
        .catch((e: unknown) => {
          // Not known whether it came through CloudFront: refused as a service failure the browser may try again.
          throw unavailable(messages.api.serviceUnavailable, e);
        });
      if (!accepted) throw forbidden(messages.api.notThroughSite);
      delete headers[edgeHeaders.originSecret];
    },
  };
}
