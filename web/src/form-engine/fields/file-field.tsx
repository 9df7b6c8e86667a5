import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { UploadedFile } from '@portal/shared/schemas/form-api';
import { checkSelection, fileLimits, MB } from '@portal/shared/form/file-limits';
import { useToast } from '../../components/toast.tsx';
import { downloadUrl } from '../../lib/api-client.ts';
import { useFormEngine } from '../form-engine-context.tsx';
import { groupShell, itemShellProps } from './field-shell.tsx';
import { fieldName, type FieldProps } from '../types.ts';
import { openStoredFile } from '../../lib/stored-file.ts';
import { isAbort, uploadErrorMessage, uploadFile } from '../uploads/upload-file.ts';
import { UploadProgress } from '../uploads/upload-progress.tsx';
import '../uploads/uploads.css';
import { useFormMethods } from '../form-methods.tsx';

const M = messages.uploads;

interface Pending {
  id: number;
  name: string;
  size: number;
  percent: number;
  controller: AbortController;
}

/** The stored files of a file value (spec 3 'Storage conventions': a list of {filepath, filename, filesize}). */
export function filesOf(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is UploadedFile => !!v && typeof v === 'object' && typeof (v as UploadedFile).filepath === 'string');
}

/**
 * file (spec 2.10, 5 'File upload'): a multiple-file input. A selection is checked before anything is sent —
 * count (stored + uploading + new), each file's size, the total — and refused with the spec's message as an
 * error toast, the input cleared. Each file uploads with its own progress bar. Stored files are download links
 * with a remove button. The value is the list of stored files; `{field}_count` holds their number.
 */
export function FileField(props: FieldProps) {
  const { item, label, idBase, prefix } = props;
  const engine = useFormEngine();
  const readOnly = props.readOnly || engine.readOnly || engine.isTest;
  const name = fieldName(props);
  const countName = `${prefix}${item.input_type.field}_count`;
  const { field, fieldState } = useController({ name });
  const { getValues, setValue } = useFormMethods();
  const toast = useToast();
  const files = filesOf(field.value);
  const [pending, setPending] = useState<Pending[]>([]);
  const pendingRef = useRef<Pending[]>([]);
  pendingRef.current = pending;
  const nextId = useRef(1);
  useEffect(() => () => pendingRef.current.forEach((p) => p.controller.abort()), []);

  const store = (next: UploadedFile[]) => {
    field.onChange(next);
    setValue(countName, next.length, { shouldDirty: true });
  };

  const upload = async (file: File) => {
    const entry: Pending = { id: nextId.current++, name: file.name, size: file.size, percent: 0, controller: new AbortController() };
    setPending((xs) => [...xs, entry]);
    const update = (percent: number) => setPending((xs) => xs.map((x) => (x.id === entry.id ? { ...x, percent } : x)));
    try {
      const uploaded = await uploadFile({ applicantId: engine.applicantId, pageIndex: engine.pageIndex, field: item.input_type.field, file, onProgress: update, signal: entry.controller.signal });
      // Read the value now: other uploads of the same selection may have finished meanwhile.
      store([...filesOf(getValues(name)), uploaded]);
    } catch (err) {
      if (!isAbort(err)) toast({ message: uploadErrorMessage(err), variant: 'error' });
    } finally {
      setPending((xs) => xs.filter((x) => x.id !== entry.id));
    }
  };

  const onChoose = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    const existing = [...files.map((f) => f.filesize), ...pendingRef.current.map((p) => p.size)];
    const refused = checkSelection(item, existing, chosen);
    if (refused) {
      toast({ message: refused, variant: 'error' });
      return;
    }
    chosen.forEach((f) => void upload(f));
  };

  const remove = (file: UploadedFile) => store(files.filter((f) => f.filepath !== file.filepath));

  const open = (file: UploadedFile) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    openStoredFile(file).catch(() => toast({ message: M.failed, variant: 'error' }));
  };

  const limits = fileLimits(item);
  const hintId = `${idBase}-hint`;
  const errorId = `${idBase}-error`;
  return groupShell({
    ...itemShellProps(props),
    // The input itself carries idBase.
    id: `${idBase}-group`,
    errors: [],
    children: (
      <div className="file-field">
        {!readOnly && (
          <>
            <input
              ref={field.ref}
              id={idBase}
              className="upload-input"
              type="file"
              multiple
              aria-describedby={fieldState.error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={fieldState.error ? true : undefined}
              onChange={onChoose}
              onBlur={field.onBlur}
            />
            <label htmlFor={idBase} className="upload-choose">
              {M.chooseFiles}
            </label>
            <p className="upload-hint" id={hintId}>
              {M.limits({ maxCount: limits.maxCount, maxSizeMb: +(limits.maxBytes / MB).toFixed(1), totalMb: limits.totalBytes ? +(limits.totalBytes / MB).toFixed(1) : undefined })}
            </p>
          </>
        )}
        <ul className="file-field__list" aria-label={`${label} ${M.fileCount(files.length)}`}>
          {files.map((f) => (
            <li key={f.filepath} className="file-field__item">
              <a className="file-field__name" href={downloadUrl(f)} onClick={open(f)} aria-label={M.download(f.filename)}>
                {f.filename}
              </a>
              <span className="file-field__size">{M.fileSize(f.filesize)}</span>
              {!readOnly && (
                <Button size="small" variant="danger" onClick={() => remove(f)} aria-label={M.removeFile(f.filename)}>
                  {M.remove}
                </Button>
              )}
            </li>
          ))}
          {pending.map((p) => (
            <li key={`pending-${p.id}`} className="file-field__item file-field__pending">
              <div className="file-field__pending-row">
                <span className="file-field__name">{p.name}</span>
                <Button size="small" onClick={() => p.controller.abort()} aria-label={`${p.name} ${M.cancel}`}>
                  {M.cancel}
                </Button>
              </div>
              <UploadProgress percent={p.percent} label={M.uploading(p.name)} />
            </li>
          ))}
        </ul>
        {readOnly && files.length === 0 && <p className="upload-hint">{M.noFiles}</p>}
        {fieldState.error?.message && (
          <p className="fe-error" id={errorId} role="alert">
            {fieldState.error.message}
          </p>
        )}
      </div>
    ),
  });
}
