import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControl, Select, Textarea, TextInput } from '@primer/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { QNA_ATTACHMENT_LIMITS, qnaInquiryBodySchema, type QnaInquiryBody } from '@portal/shared/schemas/qna';
import { routePath } from '@portal/shared/route-keys';
import type { BoardOption } from '@portal/shared/schemas/board';
import { InlineLoading, LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateInquiry } from '../api/qna.ts';
import { useQnaAttachments } from '../hooks/use-qna-attachments.ts';
import { qnaMessages } from '@portal/shared/messages/qna';

const m = qnaMessages;
type Values = { category: string; title: string; content: string };

/**
 * The inquiry form of R4-2 (spec part 2, 2.14): the category (its description as rich text), title, attachments as
 * removable chips, content of 12 rows; 'Inquire'; 'Inquiry registered' and R4-2 again after 1 s.
 */
export function InquiryForm({ options }: { options: BoardOption[] }) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateInquiry();
  const attachments = useQnaAttachments();
  const picker = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, QnaInquiryBody>({
    resolver: (values, context, options) => zodResolver(qnaInquiryBodySchema)({ ...values, file_ids: [] } as never, context, options as never) as never,
    defaultValues: { category: '', title: '', content: '' },
  });
  const errors = form.formState.errors;
  const chosen = options.find((o) => o.name === form.watch('category'));
  const submit = form.handleSubmit((body) =>
    create.mutate(
      { ...body, file_ids: attachments.files.map((f) => f.id) },
      {
        onSuccess: () => {
          toast({ message: m.registered, variant: 'success' });
          // R4-2 again, with a fresh form (the key makes the route remount it).
          window.setTimeout(() => navigate(routePath('R4-2') ?? '/qna', { replace: true, state: { sent: Date.now() } }), constants.qnaRedirectMs);
        },
        onError: (e) => toast({ message: errorMessage(e), variant: 'error', durationMs: constants.errorSnackbarMs }),
      },
    ),
  );

  return (
    <form className="fa-form fa-qna" onSubmit={(e) => void submit(e)} noValidate>
      {create.isPending ? <LoadingOverlay text={m.submitting} /> : null}
      <FormControl required>
        <FormControl.Label>{m.category}</FormControl.Label>
        <Select block {...form.register('category')} validationStatus={errors.category ? 'error' : undefined} data-testid="qna-category">
          <Select.Option value="">{m.categoryPlaceholder}</Select.Option>
          {options.map((o) => (
            <Select.Option key={o.name} value={o.name}>
              {o.name}
            </Select.Option>
          ))}
        </Select>
        {errors.category?.message ? <FormControl.Validation variant="error">{errors.category.message}</FormControl.Validation> : null}
      </FormControl>
      {/* Spec 2.14: a category's description shows only when its value is 'Y'. */}
      {chosen?.value === 'Y' && chosen.description ? <RichText className="fa-qna__description" html={chosen.description} /> : null}
      <FormControl required>
        <FormControl.Label>{m.titleLabel}</FormControl.Label>
        <TextInput block {...form.register('title')} validationStatus={errors.title ? 'error' : undefined} data-testid="qna-title" />
        {errors.title?.message ? <FormControl.Validation variant="error">{errors.title.message}</FormControl.Validation> : null}
      </FormControl>
      <div className="fa-qna__files">
        <span className="fa-qna__files-label" id="qna-files-label">
          {m.files}
        </span>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          aria-labelledby="qna-files-label"
          data-testid="qna-file-input"
          onChange={(e) => {
            const list = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            void attachments.add(list);
          }}
        />
        <Button type="button" onClick={() => picker.current?.click()} disabled={attachments.uploading || attachments.files.length >= QNA_ATTACHMENT_LIMITS.maxCount} data-testid="qna-add-files">
          {m.addFiles}
        </Button>
        <p className="fa-qna__hint">{m.filesHint(QNA_ATTACHMENT_LIMITS.maxCount, QNA_ATTACHMENT_LIMITS.maxFileMb)}</p>
        {attachments.uploading ? <InlineLoading text={m.uploading} /> : null}
        <ul className="fa-qna__chips" data-testid="qna-chips">
          {attachments.files.map((f) => (
            <li key={f.id} className="fa-qna__chip">
              <span>{f.filename}</span>
              <button type="button" className="fa-qna__chip-remove" aria-label={m.removeFile(f.filename)} onClick={() => void attachments.remove(f)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
      <FormControl required>
        <FormControl.Label>{m.content}</FormControl.Label>
        <Textarea block rows={12} {...form.register('content')} validationStatus={errors.content ? 'error' : undefined} data-testid="qna-content" />
        {errors.content?.message ? <FormControl.Validation variant="error">{errors.content.message}</FormControl.Validation> : null}
      </FormControl>
      <div className="fa-form__actions">
        <Button type="submit" variant="primary" block loading={create.isPending} disabled={attachments.uploading} data-testid="qna-submit">
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
