import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { routePath } from '@portal/shared/route-keys';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { Preview } from '@portal/shared/schemas/submission';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { ErrorState, PageTitle } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTestPreview } from '../api/get-test-preview.ts';
import { samplePreview } from '../fixtures/sample-preview.ts';
import { PreviewDocument } from './preview-document.tsx';
import '../submission.css';

const m = messages.submission;
const SAMPLE_ID = 'file';
/** What the address bar shows in place of the key once the page has it. */
const HIDDEN_KEY = '-';
const storedKey = (id: string) => `preview_key:${id}`;

/**
 * /test/preview/:key/:id (part 2 2.19): the preview layout only (no pledge, no submit). id 'file' is the bundled
 * sample; any other id is an applicant read with its preview key, sent in the request's body, never left in the address.
 */
export function TestPreviewPage() {
  const { key: addressKey = '', id = '' } = useParams();
  const navigate = useNavigate();
  const sample = id === SAMPLE_ID;
  // The key is a credential: read once from the address, then kept in this tab only and taken out of the address bar
  // (history, screenshots, the next page's referrer). A reload finds it again in the tab's storage.
  const [key] = useState(() => (addressKey === HIDDEN_KEY ? (sessionStorage.getItem(storedKey(id)) ?? '') : addressKey));
  useEffect(() => {
    if (sample || addressKey === HIDDEN_KEY || addressKey === '') return;
    sessionStorage.setItem(storedKey(id), addressKey);
    void navigate(routePath('testPreview', { key: HIDDEN_KEY, id }) ?? '/', { replace: true });
  }, [sample, addressKey, id, navigate]);
  const valid = sample || (/^\d{1,12}$/.test(id) && key !== '');
  const loaded = useTestPreview(id, key, !sample && valid);
  return (
    <>
      <PageTitle title={m.testTitle} description={m.testSubtitle} />
      <div className="page-body pv-page">
        {sample ? (
          <TestPreview preview={samplePreview} />
        ) : !valid ? (
          <ErrorState message={m.invalidPreviewKey} />
        ) : loaded.data ? (
          <TestPreview preview={loaded.data} />
        ) : loaded.isError ? (
          <ErrorState message={errorMessage(loaded.error)} onRetry={() => void loaded.refetch()} />
        ) : (
          <InlineLoading text={m.loading} />
        )}
      </div>
    </>
  );
}

function TestPreview({ preview }: { preview: Preview }) {
  return (
    <>
      <PreviewDocument preview={preview} />
      <div className="pv-actions">
        <Button onClick={() => window.print()}>{m.print}</Button>
      </div>
    </>
  );
}
