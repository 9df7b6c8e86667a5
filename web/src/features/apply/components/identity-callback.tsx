import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { confirmIdentity } from '../api/confirm-verification.ts';
import { IDENTITY_MESSAGE_TYPE, type IdentityMessage } from '../utils/identity-message.ts';
import '../apply.css';

const m = messages.apply.identity;
const CLOSE_AFTER_MS = 1500;

function post(message: IdentityMessage): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  // Same origin only: the opener is this SPA.
  opener.postMessage(message, window.location.origin);
  return true;
}

/**
 * /identity-callback/:result/:seq?EncodeData=... (spec 2.7): the provider's popup lands here. When :result
 * is 'success' the data is confirmed (POST verify/confirm/auth) and handed to the opener; the result
 * word is shown and the popup closes.
 */
export function IdentityCallback() {
  const { result = '', seq = '' } = useParams();
  const [params] = useSearchParams();
  const encodeData = params.get('EncodeData') ?? '';
  const [state, setState] = useState<{ word: string; done: boolean; noOpener?: boolean }>({ word: '', done: false });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = (message: IdentityMessage, ok: boolean) => {
      const delivered = post(message);
      setState({ word: m.resultWord[ok ? 'success' : 'fail'] ?? result, done: true, noOpener: !delivered });
      if (delivered) window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
    };
    if (result !== 'success' || !seq || !encodeData) {
      finish({ type: IDENTITY_MESSAGE_TYPE, result: result || 'fail' }, false);
      return;
    }
    confirmIdentity({ seq, encode_data: encodeData, type: 'applicant_certification' })
      .then((person) => finish({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person }, !('error' in person)))
      .catch((e: unknown) => finish({ type: IDENTITY_MESSAGE_TYPE, result: 'fail', message: errorMessage(e) }, false));
  }, [result, seq, encodeData]);

  return (
    <main className="identity-callback" aria-labelledby="identity-callback-title">
      <h1 id="identity-callback-title" className="identity-callback__title">
        {m.callbackTitle}
      </h1>
      {state.done ? (
        <>
          <p className="identity-callback__word" role="status" data-testid="identity-result-word">
            {state.word}
          </p>
          <p className="identity-callback__note">{state.noOpener ? m.noOpener : m.closing}</p>
        </>
      ) : (
        <InlineLoading text={m.processing} />
      )}
    </main>
  );
}
