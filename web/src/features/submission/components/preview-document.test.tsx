import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewSchema } from '@portal/shared';
import { ToastProvider } from '../../../components/toast.tsx';
import { testPreview } from '../test-helpers.tsx';
import { PreviewDocument } from './preview-document.tsx';

const item = (over: Record<string, unknown>) => ({
  id: Math.random().toString(36).slice(2),
  label: '항목',
  value: null,
  type: 'text',
  files: [],
  ...over,
});
const section = (details: unknown[]) => ({ id: 1, label: '직무수행계획서', col: 1, code_value: 'job_plan', pageIndex: 3, details });
// Parsed as the client parses the answer, so the schema's defaults are filled.
const show = (preview: unknown) =>
  render(
    <ToastProvider>
      <PreviewDocument preview={previewSchema.parse(preview)} />
    </ToastProvider>,
  );

describe('PreviewDocument (2.14)', () => {
  it('shows no empty photo box when the form asks for no photo', () => {
    const base = testPreview();
    show({ ...base, user: { ...base.user, photo: null, src: null }, body: [section([{ id: 1, title: '계획', items: [item({ label: '내용', value: '계획' })] }])] });
    expect(document.querySelector('.pv-photo')).toBeNull();
    expect(screen.queryByText('등록된 사진이 없습니다.')).toBeNull();
  });

  it('says once that there is no photo when the form asks for one and none was uploaded', () => {
    const base = testPreview();
    show({ ...base, user: { ...base.user, photo: null, src: null }, body: [section([{ id: 1, title: '사진', items: [item({ label: '증명사진', type: 'photo', photo: null })] }])] });
    expect(document.querySelector('.pv-photo')).not.toBeNull();
    expect(screen.getAllByText('등록된 사진이 없습니다.')).toHaveLength(1);
  });

  it('does not repeat a detail title that its only item already says', () => {
    show({ ...testPreview(), body: [section([{ id: 1, title: '직무수행계획', items: [item({ label: '직무수행계획', type: 'multi_text', text: '계획입니다.' })] }])] });
    expect(screen.getAllByText('직무수행계획')).toHaveLength(1);
  });

  it('puts every essay answer in the same box, an empty one too', () => {
    show({
      ...testPreview(),
      body: [
        section([
          {
            id: 1,
            title: '자기소개서',
            items: [
              item({ label: '지원 동기', type: 'multi_text', text: '지원 동기입니다.' }),
              item({ label: '입사 후 포부를 적어 주세요.', type: 'answer', value: null, answers: [] }),
              item({ label: '질문', type: 'answer', answers: [{ question: '성장 과정', answer: '성장했습니다.' }, { question: '장점', answer: '' }] }),
            ],
          },
        ]),
      ],
    });
    const region = screen.getByRole('group', { name: '자기소개서' });
    const boxes = within(region).getAllByText((_, el) => el?.classList.contains('pv-text--answer') ?? false);
    expect(boxes.map((b) => b.textContent)).toEqual(['지원 동기입니다.', '-', '성장했습니다.', '-']);
  });
});
