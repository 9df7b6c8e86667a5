import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { InlineLoading } from '../../components/loading-overlay.tsx';
import { ETS_MESSAGE_TYPE, etsResultFrom, type EtsMessage } from './ets-message.ts';
import '../../features/apply/apply.css';
import { languageScoreMessages } from '@portal/shared/messages/language-score';

const m = languageScoreMessages;
const CLOSE_AFTER_MS = 300;

function post(message: EtsMessage): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  // Same origin only: the opener is this SPA.
  opener.postMessage(message, window.location.origin);
  return true;
}

/**
 * /etsResult (spec 2.13): the language-score provider's popup lands here with uname, name, id, index, score, grade,
 * date, org, registrationNumber (and the provider's seal). The values go to the opener window, which checks and
 * fills the row; this window then closes itself.
 */
export function EtsResultPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<'sending' | 'sent' | 'noOpener'>('sending');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const delivered = post({ type: ETS_MESSAGE_TYPE, result: etsResultFrom(params) });
    setState(delivered ? 'sent' : 'noOpener');
    if (delivered) window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
  }, [params]);

  return (
    <main className="identity-callback" aria-labelledby="ets-result-title">
      <h1 id="ets-result-title" className="identity-callback__title">
        {m.callbackTitle}
      </h1>
      {state === 'sending' ? (
        <InlineLoading text={m.processing} />
      ) : (
        <p className="identity-callback__note" role="status" data-testid="ets-result-note">
          {state === 'sent' ? m.closing : m.noOpener}
        </p>
      )}
    </main>
  );
}
