import { FormControl, Select, TextInput } from '@primer/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@portal/shared/messages';

const m = messages.findApplication;

/** Placeholder rows while the notices load (spec part 2, 2.3: skeletons). */
export function FormSkeleton({ rows }: { rows: number }) {
  return (
    <div className="fa-form fa-form--loading" aria-busy="true" aria-label={messages.common.loadingPage}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="fa-skeleton" />
      ))}
    </div>
  );
}

/** The notice select of the identification and find-password forms. */
export function NoticeField({
  registration,
  error,
  notices,
  testId,
}: {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  notices: readonly { project_id: number; title: string }[];
  testId: string;
}) {
  return (
    <FormControl required>
      <FormControl.Label>{m.labels.notice}</FormControl.Label>
      <Select block {...registration} validationStatus={error ? 'error' : undefined} data-testid={testId}>
        <Select.Option value="">{m.noticePlaceholder}</Select.Option>
        {notices.map((n) => (
          <Select.Option key={n.project_id} value={String(n.project_id)}>
            {n.title}
          </Select.Option>
        ))}
      </Select>
      {error?.message ? <FormControl.Validation variant="error">{error.message}</FormControl.Validation> : null}
    </FormControl>
  );
}

/** One labelled text field with its message under it. */
export function PersonField({
  label,
  registration,
  error,
  type,
  autoComplete,
  testId,
  caption,
  disabled,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  type: string;
  autoComplete: string;
  testId: string;
  caption?: string;
  disabled?: boolean;
}) {
  return (
    <FormControl required disabled={disabled}>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput block type={type} autoComplete={autoComplete} {...registration} validationStatus={error ? 'error' : undefined} data-testid={testId} />
      {caption ? <FormControl.Caption>{caption}</FormControl.Caption> : null}
      {error?.message ? <FormControl.Validation variant="error">{error.message}</FormControl.Validation> : null}
    </FormControl>
  );
}

/** The select holds the notice id as text; the shared schemas take the number. */
export const withNoticeNumber = <T extends { projectId: string }>(values: T) => ({ ...values, projectId: values.projectId === '' ? undefined : Number(values.projectId) });
