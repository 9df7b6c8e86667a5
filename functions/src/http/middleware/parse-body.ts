import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { inputLimits, isReservedKey, jsonTextTooDeep, messages } from '@portal/shared';
import { badRequest, DomainError, tooLarge } from '../../domain/errors.ts';

export type ParsedEvent = APIGatewayProxyEventV2 & { parsedBody?: unknown };

/**
 * JSON bodies, also base64-encoded ones (the spec's client may send either).
 * Malformed bodies are a 400 with a Korean message; so are bodies too large or nested too deep for anything the
 * portal stores, refused before they are parsed so that no later step walks them.
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
        event.parsedBody = parseBounded(text);
      } catch (e) {
        if (e instanceof DomainError) throw e;
        // A body that is itself a base64 string of JSON.
        try {
          text = Buffer.from(text.trim(), 'base64').toString('utf8');
          event.parsedBody = parseBounded(text);
        } catch (e2) {
          if (e2 instanceof DomainError) throw e2;
          throw badRequest(messages.api.invalidJson);
        }
      }
    },
  };
}

function parseBounded(text: string): unknown {
  if (Buffer.byteLength(text) > inputLimits.bodyBytes) throw tooLarge(messages.input.bodyTooLarge);
  if (jsonTextTooDeep(text, inputLimits.bodyDepth)) throw badRequest(messages.input.tooDeep);
  // Refused while parsing, before zod copies the value (a copied `__proto__` becomes a prototype and is gone).
  return JSON.parse(text, function (this: unknown, key: string, value: unknown) {
    if (isReservedKey(key) && !Array.isArray(this)) throw badRequest(messages.input.reservedKey);
    return value;
  });
}
