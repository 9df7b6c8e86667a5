import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { checkSelection, looksLikePhoto, photoExtensions } from '@portal/shared/form/file-limits';
import { useToast } from '../../components/toast.tsx';
import { useFormEngine } from '../form-engine-context.tsx';
import { groupShell, itemShellProps } from './field-shell.tsx';
import { fieldName, type FieldProps } from '../types.ts';
import { isAbort, uploadErrorMessage, uploadFile } from '../uploads/upload-file.ts';
import { UploadProgress } from '../uploads/upload-progress.tsx';
import { useDisplayableImage } from '../../lib/stored-file.ts';
import '../uploads/uploads.css';

const M = messages.uploads;
const ACCEPT = ['image/jpeg', 'image/png', 'image/gif', ...photoExtensions.map((e) => `.${e}`)].join(',');

/** The stored path of a photo value: a bare path (the spec's answer), or a {filepath} entry or list of them. */
export function photoPathOf(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'string') return v || undefined;
  if (v && typeof v === 'object' && typeof (v as { filepath?: unknown }).filepath === 'string') return (v as { filepath: string }).filepath || undefined;
  return undefined;
}

/**
 * photo (spec 2.10): one ID photo in a 12rem × 16rem box, recommended 120×160 px or 3:4. A chosen file is
 * checked in the browser (JPEG/PNG/GIF, size limit), uploaded with a progress bar, and replaces the photo;
 * the form value is the stored path.
 */
export function PhotoField(props: FieldProps) {
  const { item, label, idBase } = props;
  const engine = useFormEngine();
  const readOnly = props.readOnly || engine.readOnly || engine.isTest;
  const { field, fieldState } = useController({ name: fieldName(props) });
  const toast = useToast();
  const path = photoPathOf(field.value);

  // The file just uploaded is shown from memory; a photo saved earlier is fetched once.
  const [local, setLocal] = useState<{ path: string; url: string }>();
  const showLocal = local !== undefined && local.path === path;
  const stored = useDisplayableImage(undefined, showLocal ? undefined : path);
  const preview = showLocal ? local.url : stored;
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);

  const [progress, setProgress] = useState<number>();
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const onChoose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refused = looksLikePhoto(file) ? checkSelection(item, [], [file]) : M.photoOnlyImage;
    if (refused) {
      toast({ message: refused, variant: 'error' });
      return;
    }
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setProgress(0);
    try {
      const uploaded = await uploadFile({ applicantId: engine.applicantId, pageIndex: engine.pageIndex, field: item.input_type.field, file, onProgress: setProgress, signal: c.signal });
      setLocal({ path: uploaded.filepath, url: URL.createObjectURL(file) });
      field.onChange(uploaded.filepath);
    } catch (err) {
      if (!isAbort(err)) toast({ message: uploadErrorMessage(err), variant: 'error' });
    } finally {
      if (controller.current === c) {
        controller.current = undefined;
        setProgress(undefined);
      }
    }
  };

  const hintId = `${idBase}-hint`;
  const errorId = `${idBase}-error`;
  const uploading = progress !== undefined;
  return groupShell({
    ...itemShellProps(props),
    // The input itself carries idBase.
    id: `${idBase}-group`,
    errors: [],
    children: (
      <div className="photo-field">
        <div className="photo-field__box">
          {preview ? <img className="photo-field__image" src={preview} alt={M.photoAlt(label)} /> : <span>{M.noPhoto}</span>}
        </div>
        <div className="photo-field__actions">
          {!readOnly && (
            <>
              <input
                ref={field.ref}
                id={idBase}
                className="upload-input"
                type="file"
                accept={ACCEPT}
                disabled={uploading}
                aria-describedby={fieldState.error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={fieldState.error ? true : undefined}
                onChange={onChoose}
                onBlur={field.onBlur}
              />
              <label htmlFor={idBase} className="upload-choose" aria-disabled={uploading || undefined}>
                {path ? M.replacePhoto : M.choosePhoto}
              </label>
            </>
          )}
          {uploading && (
            <>
              <UploadProgress percent={progress} label={M.uploadingPhoto} />
              <Button size="small" onClick={() => controller.current?.abort()}>
                {M.cancel}
              </Button>
            </>
          )}
          <p className="upload-hint" id={hintId}>
            {M.photoHint}
          </p>
          {fieldState.error?.message && (
            <p className="fe-error" id={errorId} role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      </div>
    ),
  });
}
