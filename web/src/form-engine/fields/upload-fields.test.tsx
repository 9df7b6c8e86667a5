import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemSchema, type Item } from '@portal/shared/form-model/definition';
import type { UploadedFile } from '@portal/shared';
import { ToastProvider } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { FormEngineProvider } from '../form-engine-context.tsx';
import { uploadFile, type UploadFileInput } from '../uploads/upload-file.ts';
import { uploadFields } from './upload-fields.ts';
import { FormMethodsProvider } from '../form-methods.tsx';

vi.mock('../uploads/upload-file.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../uploads/upload-file.ts')>()),
  uploadFile: vi.fn(),
}));
const mockedUpload = vi.mocked(uploadFile);

const MB = 1024 * 1024;
const item = (type: 'photo' | 'file', extra: Record<string, unknown> = {}): Item =>
  itemSchema.parse({ id: 1, title: type === 'photo' ? '증명사진' : '증빙서류', input_type: { type, field: type === 'photo' ? 'photo' : 'documents' }, ...extra });

/** A File whose size is given without allocating it. */
function file(name: string, size: number, type = 'application/pdf'): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const stored = (n: number, filesize = 1000): UploadedFile => ({ filepath: `files/t/1/applicants/5/r${n}/f${n}.pdf`, filename: `서류${n}.pdf`, filesize });

let form: UseFormReturn;
function Harness({ children, defaults }: { children: ReactNode; defaults: Record<string, unknown> }) {
  form = useForm({ defaultValues: defaults });
  return (
    <ToastProvider>
      <FormEngineProvider value={{ applicantId: 5, taskId: 9, pageIndex: 2, isTest: false, isAdmin: false, readOnly: false }}>
        <FormMethodsProvider methods={form}>{children}</FormMethodsProvider>
      </FormEngineProvider>
    </ToastProvider>
  );
}

function renderFileField(extra: Record<string, unknown>, defaults: Record<string, unknown> = {}) {
  const Field = uploadFields.file;
  render(
    <Harness defaults={defaults}>
      <Field item={item('file', extra)} prefix="" label="증빙서류" idBase="f-documents" readOnly={false} />
    </Harness>,
  );
  return screen.getByLabelText('파일 선택') as HTMLInputElement;
}

const choose = (input: HTMLInputElement, files: File[]) => act(() => void fireEvent.change(input, { target: { files } }));
const toastText = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  mockedUpload.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('file field: checks before upload', () => {
  it("refuses more files than max_count, counting the stored ones, with '파일개수를 확인하여 주세요.'", async () => {
    const input = renderFileField({ max_count: 2 }, { documents: [stored(1)] });
    await choose(input, [file('a.pdf', 10), file('b.pdf', 10)]);
    expect(toastText()).toContain('파일개수를 확인하여 주세요.');
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('refuses a file over max_size, and over 20 MB without one, with the spec messages', async () => {
    const input = renderFileField({ max_size: 2 });
    await choose(input, [file('a.pdf', 2 * MB + 1)]);
    expect(toastText()).toContain('파일 용량을 확인하여 주세요.');
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it("uses '20MB 이하 파일을 업로드 해주세요.' when the item sets no max_size", async () => {
    const input = renderFileField({});
    await choose(input, [file('a.pdf', 20 * MB + 1)]);
    expect(toastText()).toContain('20MB 이하 파일을 업로드 해주세요.');
  });

  it("refuses a total over total_max_size with '전체파일 용량을 확인하여 주세요.'", async () => {
    const input = renderFileField({ total_max_size: 3 }, { documents: [stored(1, 2 * MB)] });
    await choose(input, [file('a.pdf', MB + 1)]);
    expect(toastText()).toContain('전체파일 용량을 확인하여 주세요.');
    expect(mockedUpload).not.toHaveBeenCalled();
  });
});

describe('file field: uploads', () => {
  it('shows per-file progress, then stores the file with its count and a download link', async () => {
    let finish: (f: UploadedFile) => void = () => {};
    mockedUpload.mockImplementation((input: UploadFileInput) => {
      input.onProgress?.(40);
      return new Promise((r) => (finish = r));
    });
    const input = renderFileField({ max_count: 3 }, { documents: [stored(1)] });
    await choose(input, [file('경력증명서.pdf', 500)]);
    expect(mockedUpload).toHaveBeenCalledWith(expect.objectContaining({ applicantId: 5, pageIndex: 2, field: 'documents' }));
    const bar = screen.getByRole('progressbar', { name: '경력증명서.pdf 올리는 중' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    await act(async () => finish({ filepath: 'files/t/1/applicants/5/r2/cv.pdf', filename: '경력증명서.pdf', filesize: 500 }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(form.getValues('documents')).toEqual([stored(1), { filepath: 'files/t/1/applicants/5/r2/cv.pdf', filename: '경력증명서.pdf', filesize: 500 }]);
    expect(form.getValues('documents_count')).toBe(2);
    const link = screen.getByRole('link', { name: '경력증명서.pdf 내려받기' });
    expect(link.getAttribute('href')).toContain('download?filepath=files%2Ft%2F1%2Fapplicants%2F5%2Fr2%2Fcv.pdf');
  });

  it("toasts '에러가 발생하였습니다. 다시 시도하여 주세요.' when the upload fails", async () => {
    mockedUpload.mockRejectedValue(new ApiError('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', 500, {}));
    const input = renderFileField({});
    await act(async () => void fireEvent.change(input, { target: { files: [file('a.pdf', 10)] } }));
    expect(toastText()).toContain('에러가 발생하였습니다. 다시 시도하여 주세요.');
    expect(form.getValues('documents')).toBeUndefined();
  });

  it("shows the server's own refusal (a checked limit or type)", async () => {
    mockedUpload.mockRejectedValue(new ApiError('올릴 수 없는 형식의 파일입니다.', 400, { message: '올릴 수 없는 형식의 파일입니다.' }));
    const input = renderFileField({});
    await act(async () => void fireEvent.change(input, { target: { files: [file('a.pdf', 10)] } }));
    expect(toastText()).toContain('올릴 수 없는 형식의 파일입니다.');
  });

  it('removes a stored file and updates the count', async () => {
    renderFileField({}, { documents: [stored(1), stored(2)], documents_count: 2 });
    const list = screen.getByRole('list');
    await act(async () => void fireEvent.click(within(list).getByRole('button', { name: '서류1.pdf 삭제' })));
    expect(form.getValues('documents')).toEqual([stored(2)]);
    expect(form.getValues('documents_count')).toBe(1);
  });

  it('shows stored files without input or remove buttons when read-only', () => {
    const Field = uploadFields.file;
    render(
      <Harness defaults={{ documents: [stored(1)] }}>
        <Field item={item('file')} prefix="" label="증빙서류" idBase="f-documents" readOnly />
      </Harness>,
    );
    expect(screen.queryByLabelText('파일 선택')).toBeNull();
    expect(screen.getByRole('link', { name: '서류1.pdf 내려받기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /삭제/ })).toBeNull();
  });
});

describe('photo field', () => {
  function renderPhoto(extra: Record<string, unknown> = {}) {
    const Field = uploadFields.photo;
    render(
      <Harness defaults={{}}>
        <Field item={item('photo', extra)} prefix="applicant_personal_infos." label="증명사진" idBase="f-photo" readOnly={false} />
      </Harness>,
    );
    return screen.getByLabelText('사진 선택') as HTMLInputElement;
  }

  it('shows the recommended size hint in a 12rem × 16rem box', () => {
    renderPhoto();
    expect(screen.getByText('120×160 px 또는 3:4 비율의 정면 증명사진')).toBeTruthy();
    expect(screen.getByText('등록된 사진이 없습니다.')).toBeTruthy();
  });

  it('refuses a file that is not a JPEG, PNG or GIF before uploading', async () => {
    const input = renderPhoto();
    await choose(input, [file('photo.pdf', 100, 'application/pdf')]);
    expect(toastText()).toContain('사진은 JPG, PNG, GIF');
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('uploads a photo, stores its path under the prefix and previews it', async () => {
    mockedUpload.mockResolvedValue({ filepath: 'files/t/1/applicants/5/r/photo.jpg', filename: 'photo.jpg', filesize: 100 });
    const input = renderPhoto();
    await act(async () => void fireEvent.change(input, { target: { files: [file('photo.jpg', 100, 'image/jpeg')] } }));
    expect(form.getValues('applicant_personal_infos.photo')).toBe('files/t/1/applicants/5/r/photo.jpg');
    expect(screen.getByRole('img', { name: '증명사진 미리보기' }).getAttribute('src')).toBe('blob:preview');
    expect(screen.getByLabelText('사진 변경')).toBeTruthy();
  });
});
