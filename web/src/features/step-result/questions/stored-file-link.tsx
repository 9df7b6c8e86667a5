import { useState, type MouseEvent } from 'react';
import { messages } from '@portal/shared/messages';
import type { StepAnswerFile } from '@portal/shared/schemas/steps';
import { downloadUrl } from '../../../lib/api-client.ts';
import { openStoredFile } from '../../../lib/stored-file.ts';

/**
 * A stored answer file as a download link (download?filepath=&filename=). A click asks for the file's short-lived
 * address with the session's headers first (an applicant's own file needs the applicantToken, which a plain link
 * cannot send), as the form engine's file field does.
 */
export function StoredFileLink({ file }: { file: Pick<StepAnswerFile, 'filepath' | 'filename'> }) {
  const [failed, setFailed] = useState(false);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    setFailed(false);
    openStoredFile(file).catch(() => setFailed(true));
  };
  return (
    <>
      <a className="sq-file-link" href={downloadUrl(file)} onClick={open} aria-label={messages.uploads.download(file.filename)}>
        {file.filename}
      </a>
      {failed ? (
        <span className="sq-error" role="alert">
          {messages.uploads.failed}
        </span>
      ) : null}
    </>
  );
}
