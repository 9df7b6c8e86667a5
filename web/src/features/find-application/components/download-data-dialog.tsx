import { ownDataMessages } from '@portal/shared/messages/own-data';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, FormControl, TextInput } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { ApplicantHistory } from '@portal/shared/schemas/find-application';
import type { DownloadApplicantDataResult } from '@portal/shared/schemas/applicant-data';
import { CodeEntry } from '../../../components/code-entry.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { useToast } from '../../../components/toast.tsx';
import { serverOr, useOwnPhoneCheck } from '../hooks/use-own-phone-check.ts';
import { useDownloadApplicantData } from '../api/download-applicant-data.ts';
import './download-data-dialog.css';

const m = ownDataMessages;
const verify = messages.apply.verify;


/** The document as a file the browser saves: a Blob URL (revoked when the dialog closes). */
function documentUrl(result: DownloadApplicantDataResult): string {
  return URL.createObjectURL(new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json;charset=utf-8' }));
}

/** Starts the browser's save of `url` as `name`, as a click on a download link would. */
function save(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * '내 정보 내려받기' (PIPA §35, issue 46 item 7): the delete dialog's SMS check of the phone given at application (a code
 * of purpose 'applicant_download'), then 'Download': the portal's document of everything it holds of the applicant is
 * saved as `내정보-<applicant number or id>.json`, and the uploads are listed as links (short-lived). Open whether or not
 * the notice takes applications.
 */
export function DownloadDataDialog({ data, onClose }: { data: ApplicantHistory; onClose: () => void }) {
  const toast = useToast();
  const { phone, setPhone, entry, dispatch, left, send, confirm, codeRef, onSend, onConfirm, error } = useOwnPhoneCheck('applicant_download', data.notice.project_id, data.applicant.phone, m);
  const download = useDownloadApplicantData();
  const [saved, setSaved] = useState<{ url: string; name: string; files: DownloadApplicantDataResult['files'] } | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // The document's Blob URL lives as long as the dialog.
  useEffect(() => () => (saved ? URL.revokeObjectURL(saved.url) : undefined), [saved]);
  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: (result) => {
        const name = m.fileName(data.applicant.applicant_number ?? String(data.applicant.id));
        const url = documentUrl(result);
        save(url, name);
        setSaved({ url, name, files: result.files });
        toast({ message: m.done, variant: 'success' });
      },
      onError: (e) => error(serverOr(e, m.failed)),
    });

  return (
    <>
      {download.isPending ? <LoadingOverlay text={m.downloading} /> : null}
      <Dialog
        title={m.title}
        onClose={onClose}
        footerButtons={[
          { content: m.cancel, onClick: onClose },
          { content: m.submit, buttonType: 'primary', onClick: onDownload, disabled: !entry.result || saved !== null || download.isPending },
        ]}
      >
        <div className="fa-download">
          <p className="fa-download__text">{m.intro}</p>
          <p className="fa-download__note" role="note">
            {m.note}
          </p>
          {saved ? null : (
            <>
              <div className="fa-download__send">
                <FormControl disabled={entry.result}>
                  <FormControl.Label>{m.phoneLabel}</FormControl.Label>
                  <TextInput block value={phone} onChange={(e) => setPhone(e.currentTarget.value)} inputMode="numeric" autoComplete="tel" data-testid="own-data-phone" />
                </FormControl>
                {entry.result ? null : (
                  <Button onClick={onSend} loading={send.isPending} disabled={send.isPending} data-testid="own-data-send">
                    {entry.request ? verify.resend : verify.sendCode}
                  </Button>
                )}
              </div>
              {entry.request && !entry.result ? (
                <CodeEntry
                  label={m.phoneLabel}
                  value={entry.input}
                  onChange={(value) => dispatch({ type: 'input', value })}
                  left={left}
                  onConfirm={onConfirm}
                  pending={confirm.isPending}
                  testId="own-data"
                  inputRef={codeRef}
                />
              ) : null}
              {entry.result ? (
                <p className="fa-download__verified" role="status" data-testid="own-data-verified">
                  ✓ {verify.verified}
                </p>
              ) : null}
            </>
          )}
          {saved ? (
            <section className="fa-download__done" aria-labelledby="fa-download-done" data-testid="own-data-done">
              <h3 id="fa-download-done" tabIndex={-1} ref={doneRef} className="fa-download__heading">
                ✓ {m.done}
              </h3>
              <a className="fa-download__file" href={saved.url} download={saved.name} data-testid="own-data-json">
                {m.saveAgain} ({saved.name})
              </a>
              <h4 className="fa-download__heading">{m.filesTitle}</h4>
              {saved.files.length === 0 ? (
                <p className="fa-download__empty">{m.noFiles}</p>
              ) : (
                <ul className="fa-download__files" data-testid="own-data-files">
                  {saved.files.map((f) => (
                    <li key={f.url}>
                      <a href={f.url} download={f.filename} rel="noopener">
                        {f.filename}
                      </a>{' '}
                      <span className="fa-download__size">({formatSize(f.filesize)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}

/** A file size in the units people read: bytes, KB, MB. */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}
