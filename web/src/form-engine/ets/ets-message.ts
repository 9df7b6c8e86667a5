import { ETS_RESULT_PARAMS, type EtsResult } from '@portal/shared/schemas/language-score';
import { messages } from '@portal/shared/messages';
import { languageScoreMessages } from '@portal/shared/messages/language-score';

/**
 * The message the /etsResult popup posts to its opener (same origin only), and the popup's window settings
 * (spec 2.13: 820×560 at 100,100, titled '어학성적 확인').
 */
export const ETS_MESSAGE_TYPE = 'portal:ets-result';

export interface EtsMessage {
  type: typeof ETS_MESSAGE_TYPE;
  result: EtsResult;
}

/** The window name doubles as the popup's title while the provider's page loads. */
export const ETS_POPUP_NAME = languageScoreMessages.popupTitle;
export const ETS_POPUP_FEATURES = 'width=820,height=560,left=100,top=100,scrollbars=yes,resizable=yes';

/** The spec's query parameters (and the seal) read from /etsResult; a missing one is blank. */
export function etsResultFrom(params: URLSearchParams): EtsResult {
  const out = {} as EtsResult;
  for (const key of ETS_RESULT_PARAMS) out[key] = (params.get(key) ?? '').trim();
  return out;
}

function isEtsResult(v: unknown): v is EtsResult {
  return typeof v === 'object' && v !== null && ETS_RESULT_PARAMS.every((k) => typeof (v as Record<string, unknown>)[k] === 'string');
}

export function isEtsMessage(data: unknown): data is EtsMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ETS_MESSAGE_TYPE && isEtsResult((data as { result?: unknown }).result);
}

/** Accepts a message event only from this origin and of the ets shape. */
export function etsMessageFrom(event: MessageEvent, origin = window.location.origin): EtsMessage | undefined {
  if (event.origin !== origin) return undefined;
  return isEtsMessage(event.data) ? event.data : undefined;
}
