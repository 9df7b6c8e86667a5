import { messages } from '@portal/shared/messages';
import type { PreviewItem as Item } from '@portal/shared/schemas/submission';
import { DownloadIcon, PaperclipIcon } from '../../../components/icons.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { openStoredFile, useDisplayableImage } from '../../../lib/stored-file.ts';
import { HighlightedText } from './highlighted-text.tsx';

const m = messages.submission;
type FileEntry = Item['files'][number];

function FileLinks({ files }: { files: FileEntry[] }) {
  const toast = useToast();
  if (files.length === 0) return <>{m.empty}</>;
  return (
    <ul className="pv-files">
      {files.map((f) => (
        <li key={`${f.filepath}:${f.filename}`}>
          {/* A real link (keyboard, print shows the name); the click asks a short-lived address with the session's headers. */}
          <a
            className="pv-file"
            href={f.file_url ?? '#'}
            onClick={(e) => {
              e.preventDefault();
              openStoredFile(f).catch((err: unknown) => toast({ message: errorMessage(err), variant: 'error' }));
            }}
          >
            <PaperclipIcon />
            {f.filename}
            <span className="visually-hidden"> {messages.common.download}</span>
            <DownloadIcon />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ItemPhoto({ path, label }: { path: string | null | undefined; label: string }) {
  const src = useDisplayableImage(undefined, path);
  return src ? <img className="pv-item-photo" src={src} alt={label} /> : <>{path ? m.empty : m.noPhoto}</>;
}

/** What one item shows: text blocks, answers, files, a photo, or its value; marks on whatever is text. */
function ItemValue({ item }: { item: Item }) {
  const mark = (text: string) => <HighlightedText text={text} detections={item.detections} searchWords={item.searchWords} />;
  switch (item.type) {
    case 'file':
      return <FileLinks files={item.files} />;
    case 'photo':
      return <ItemPhoto path={item.photo} label={item.label} />;
    case 'answer': {
      // One answer to the question that is already the item's label: the answer alone, not the question twice.
      const only = item.answers.length === 1 && item.answers[0]!.question === item.label ? item.answers[0]!.answer : undefined;
      if (item.answers.length === 0 || only !== undefined) {
        const t = only ?? item.value;
        // Every essay answer sits in the same box, an empty one too.
        return <div className="pv-text pv-text--answer">{t ? mark(t) : m.empty}</div>;
      }
      return (
        <dl className="pv-answers">
          {item.answers.map((a, i) => (
            <div key={i} className="pv-answer">
              <dt>{a.question}</dt>
              <dd className="pv-text pv-text--answer">{a.answer ? <HighlightedText text={a.answer} detections={[]} searchWords={item.searchWords} /> : m.empty}</dd>
            </div>
          ))}
        </dl>
      );
    }
    case 'multi_text': {
      const text = item.text ?? item.value;
      return <div className="pv-text pv-text--answer">{text ? mark(text) : m.empty}</div>;
    }
    default:
      if (item.text) return <div className="pv-text">{mark(item.text)}</div>;
      return item.value ? mark(item.value) : <>{m.empty}</>;
  }
}

export function PreviewItem({ item }: { item: Item }) {
  const wide = item.type === 'multi_text' || item.type === 'answer' || Boolean(item.text);
  return (
    <div className={`pv-item${wide ? ' pv-item--wide' : ''}`} data-item-id={item.id}>
      <dt className="pv-item__label">{item.label}</dt>
      <dd className="pv-item__value">
        <ItemValue item={item} />
      </dd>
    </div>
  );
}
