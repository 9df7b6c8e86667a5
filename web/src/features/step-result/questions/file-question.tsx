import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import type { StepAnswerFile, StepQuestion } from '@portal/shared/schemas/steps';
import { fileRules } from '@portal/shared/step-questions/index';
import { isAbort, uploadErrorMessage } from '../../../form-engine/uploads/upload-file.ts';
import type { StepFormValues } from './form-values.ts';
import { describeControl, QuestionShell, questionIds, StatusNote, type QuestionInputProps } from './question-shell.tsx';
import { StoredFileLink } from './stored-file-link.tsx';
import { uploadStepFile } from './upload-step-file.ts';

const m = messages.steps;
const MB = 1024 * 1024;
const extension = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

export const filesOf = (value: unknown): StepAnswerFile[] => (Array.isArray(value) ? (value as StepAnswerFile[]) : []);

/** Why a selection cannot be sent, by the question's limits (the server checks each file again); undefined when it can. */
function refusalOf(q: StepQuestion, held: number[], chosen: File[]): string | undefined {
  const rules = fileRules(q);
  if (held.length + chosen.length > rules.maxCount) return m.fileCount(rules.maxCount);
  if (chosen.some((f) => !rules.formats.includes(extension(f.name)))) return m.fileFormats(rules.formats.join(', '));
  if (chosen.some((f) => f.size > rules.maxMb * MB)) return m.fileLimits(rules.maxCount, rules.maxMb, rules.totalMb);
  if ([...held, ...chosen.map((f) => f.size)].reduce((s, n) => s + n, 0) > rules.totalMb * MB) return m.fileTotal(rules.totalMb);
  return undefined;
}

/**
 * A file question: several files up to max_count in the allowed formats and sizes (fileRules), each sent through
 * the presigned flow (CreateStepUploadUrl, PUT, ConfirmStepUpload) as it is chosen. Stored files are chips with a
 * download link and a remove button; the document's file-name format is shown beside the question.
 */
export function FileQuestion({ question, path, idBase, disabled, error, applicantStepId, onUploading }: QuestionInputProps) {
  const { field } = useController<StepFormValues>({ name: `${path}.files` });
  const { getValues } = useFormContext<StepFormValues>();
  const files = filesOf(field.value);
  const [pending, setPending] = useState<{ key: number; name: string; size: number }[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const controllers = useRef(new Set<AbortController>());
  const nextKey = useRef(1);
  useEffect(() => {
    const live = controllers.current;
    return () => live.forEach((c) => c.abort());
  }, []);

  const rules = fileRules(question);
  const inputId = `${idBase}-input`;
  const refusalId = `${idBase}-refusal`;
  const full = files.length + pending.length >= rules.maxCount;

  const upload = async (file: File) => {
    const entry = { key: nextKey.current++, name: file.name, size: file.size };
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending((xs) => [...xs, entry]);
    onUploading(1);
    try {
      const stored = await uploadStepFile(applicantStepId, question.id, file, controller.signal);
      // Read the value now: other files of the same selection may have arrived meanwhile.
      field.onChange([...filesOf(getValues(`${path}.files`)), stored]);
    } catch (e) {
      if (!isAbort(e)) setRefusal(uploadErrorMessage(e));
    } finally {
      controllers.current.delete(controller);
      setPending((xs) => xs.filter((x) => x.key !== entry.key));
      onUploading(-1);
    }
  };

  const onChoose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    if (chosen.length === 0) return;
    const refused = refusalOf(question, [...files.map((f) => f.filesize), ...pending.map((p) => p.size)], chosen);
    setRefusal(refused);
    if (!refused) chosen.forEach((f) => void upload(f));
  };

  const remove = (file: StepAnswerFile) => field.onChange(files.filter((f) => f.id !== file.id));

  const hints = [
    question.file_name_format ? m.fileNameFormat(question.title, question.file_name_format) : undefined,
    m.fileLimits(rules.maxCount, rules.maxMb, rules.totalMb),
    m.fileFormats(rules.formats.join(', ')),
  ];
  return (
    <QuestionShell question={question} idBase={idBase} disabled={disabled} error={error} hints={hints}>
      <input
        id={inputId}
        ref={field.ref}
        className="sq-file-input"
        type="file"
        multiple={rules.maxCount > 1}
        accept={rules.formats.map((f) => `.${f}`).join(',')}
        disabled={disabled || full}
        aria-labelledby={`${questionIds(idBase).title} ${inputId}-label`}
        {...describeControl(idBase, { hint: true, error, extra: [refusal ? refusalId : undefined] })}
        onChange={onChoose}
      />
      <label id={`${inputId}-label`} htmlFor={inputId} className="sq-button sq-file-choose" aria-disabled={disabled || full || undefined}>
        {m.addFile}
      </label>
      {refusal ? (
        <p id={refusalId} className="sq-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {pending.length > 0 ? <StatusNote>{m.uploading}</StatusNote> : null}
      <ul className="sq-chips">
        {files.map((f) => (
          <li key={f.id} className="sq-chip">
            <StoredFileLink file={f} />
            {!disabled ? (
              <button type="button" className="sq-icon-button" aria-label={m.removeFile(f.filename)} onClick={() => remove(f)}>
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        ))}
        {pending.map((p) => (
          <li key={`pending-${p.key}`} className="sq-chip sq-chip--pending" aria-busy="true">
            {p.name}
          </li>
        ))}
      </ul>
    </QuestionShell>
  );
}
