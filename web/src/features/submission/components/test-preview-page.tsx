import { useParams } from 'react-router-dom';
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

/**
 * /test/preview/:key/:id (part 2 2.19): the preview layout only (no pledge, no submit). id 'file' is the bundled
 * sample; any other id is an applicant read with its preview key.
 */
export function TestPreviewPage() {
  const { key = '', id = '' } = useParams();
  const sample = id === SAMPLE_ID;
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
