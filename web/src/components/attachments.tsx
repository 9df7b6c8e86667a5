import { messages } from '@portal/shared/messages';
import type { FileRef } from '@portal/shared/schemas/common';
import { downloadUrl } from '../lib/api-client.ts';
import { DownloadIcon, PaperclipIcon } from './icons.tsx';

/** Attachments as plain download links (GET download?filepath=&filename= answers with a 302). */
export function Attachments({ files }: { files: FileRef[] }) {
  const visible = files.filter((f) => f.view_status !== 'N');
  if (visible.length === 0) return null;
  return (
    <section className="attachments" aria-label={messages.common.attachments}>
      <h3 className="attachments__title">{messages.common.attachments}</h3>
      <ul className="attachments__list">
        {visible.map((f) => (
          <li key={`${f.filepath}:${f.filename}`}>
            <a className="attachments__link" href={downloadUrl(f)} download={f.filename}>
              <PaperclipIcon />
              {f.filename}
              <span className="visually-hidden"> {messages.common.download}</span>
              <DownloadIcon />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
