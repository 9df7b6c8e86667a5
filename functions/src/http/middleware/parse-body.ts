import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { messages } from '@portal/shared';
import { badRequest } from '../../domain/errors.ts';

export type ParsedEvent = APIGatewayProxyEventV2 & { parsedBody?: unknown };

/**
 * JSON bodies, also base64-encoded ones (the spec's client may send either).
 * Malformed bodies are a 400 with a Korean message.
 */
export function parseBody(): MiddlewareObj<ParsedEvent> {
  return {
    before: async (request) => {
      const event = request.event;
      if (!event.body) {
        event.parsedBody = undefined;
        return;
      }
      let text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      try {
        event.parsedBody = JSON.parse(text);
      } catch {
        // A body that is itself a base64 string of JSON.
        try {
          text = Buffer.from(text.trim(), 'base64').toString('utf8');
          event.parsedBody = JSON.parse(text);
        } catch {
          throw badRequest(messages.api.invalidJson);
        }
      }
    },
  };
}
