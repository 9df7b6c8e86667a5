/** What the detector finds (shared/src/form-model/blind-mentions.ts `BlindMentionKind`). */
const kinds = { school: '학교명', family: '가족의 직업' } as const;
type Kind = keyof typeof kinds;

/** Blind hiring (블라인드 채용): the warning before final submission a module of its own, outside messages.ts: only the preview's chunk carries it, not every page (the consent step is at its JS budget, docs/reliability.md 'The budgets'). */
export const blindHiringMessages = {
  kinds,
  warningTitle: '블라인드 채용 안내',
  warning: '블라인드 채용 공고입니다. 아래 답변에 학교명이나 가족의 직업이 적혀 있습니다. 수정하지 않으면 평가에서 가려질 수 있습니다.',
  /** It is a warning: the application can be submitted as it stands. */
  submitAnyway: '수정하지 않아도 최종제출할 수 있으며, 이 경우 표시된 부분은 평가자에게 ○○○으로 가려져 보입니다.',
  /** One answer: where it is, and what was found in it. */
  answerAt: (section: string, question: string) => (section && section !== question ? `${section} – ${question}` : question),
  foundWords: (found: readonly Kind[], words: readonly string[]) => `${found.map((k) => kinds[k]).join('·')}: ${words.map((w) => `'${w}'`).join(', ')}`,
  editOnPage: (page: string) => `${page} 페이지에서 수정`,
  /** The confirm dialog of 최종제출 repeats it in one line. */
  confirmLine: (n: number) => `학교명이나 가족의 직업이 적힌 답변이 ${n}개 있습니다. 그대로 제출하면 평가에서 가려질 수 있습니다.`,
  /** The preview's mark on such words (the tooltip reads '검출: …'). */
  markReason: (kind: Kind) => `블라인드 채용 – ${kinds[kind]}`,
} as const;
