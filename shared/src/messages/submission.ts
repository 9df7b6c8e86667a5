/**
 * 'Check application' (R5-0): one label for the header's link, R1-7's note and button, and R5-0's button (spec part 2,
 * 2.3, 2.17). Here because R1-7 is this file's and find-application.ts already reads this one.
 */
const checkApplication = '지원서 확인';

/** Messages of preview, pledge, final submission, cancel and the receipt (part of messages.ts). */
export const submissionMessages = {
  /** 2.14 page. */
  title: '지원서 미리보기',
  loading: '지원서를 불러오는 중입니다.',
  project: '채용공고',
  photo: '증명사진',
  noPhoto: '등록된 사진이 없습니다.',
  /** Until the selection steps give an exam number (수험번호, the admission ticket), the number is a receipt number. */
  applicantNumber: '접수번호',
  empty: '-',
  print: '인쇄',
  backToForm: '작성 화면으로',
  detectionTooltip: (reason: string) => `검출: ${reason}`,
  incompleteNotice: '작성이 완료되지 않은 페이지가 있습니다. 해당 페이지를 저장한 뒤 제출해 주세요.',
  goToPage: (title: string) => `${title} 페이지로 이동`,
  /** 2.14 pledge. */
  pledgeTitle: '지원자 동의 서약서',
  defaultPledge: [
    '본인은 채용 과정에서 부정한 청탁을 하지 않았습니다.',
    '지원서에 기재한 모든 내용은 사실이며, 사실과 다를 경우 합격이 취소될 수 있음에 동의합니다.',
  ],
  pledgeAgree: '위 내용을 확인하였으며 동의합니다.',
  /** 5 'Preview and final submission'. */
  pledgeRequired: '지원자 동의 서약서를 동의하여 주세요.',
  submit: '최종제출',
  modify: '수정',
  confirmTitle: '최종제출',
  confirmText: '지원서를 최종제출하시겠습니까? 제출 후에는 [지원서 확인]에서 최종제출을 취소해야 수정할 수 있습니다.',
  confirmYes: '제출',
  confirmNo: '취소',
  /** 2.18 'Applying'. */
  submitting: '지원서를 제출하는 중입니다.',
  submittedBadge: '최종제출 완료',
  /** 8 'Final submission (complete)'. */
  timeover: '입사지원 기간이 마감되었습니다.',
  impossible: '입사지원서 작성이 완료되지 않은 페이지가 있습니다.',
  completeError: '오류가 발생했습니다. 다시 시도해 주세요.',
  /** Part 2 2.6 / part 1 8 'Cancel final submission'. */
  cancelTitle: '최종제출 취소',
  cancelText: '최종제출을 취소하고 지원서를 수정하시겠습니까? 수정 후 마감 전에 다시 최종제출해야 접수됩니다.',
  cancelYes: '최종제출 취소',
  cancelNo: '닫기',
  cancelling: '최종제출 취소를 요청하는 중입니다.',
  cancelled: '최종제출이 취소 되었습니다.',
  cancelLimit: '입사지원이 마감 되었습니다.',
  cancelNotAllowed: '이 채용에서는 최종제출을 취소할 수 없습니다.',
  /** On a phone the preview offers no Modify: the form is PC-only (part 1 1, part 2 2.4). */
  modifyPcOnly: '지원서 수정은 PC에서만 가능합니다.',
  cancelError: '에러가 발생하였습니다. 다시 시도하여 주세요.',
  notSubmitted: '최종제출된 지원서가 아닙니다.',
  /** 2.15 R1-7. */
  completeTitle: '입사지원 완료',
  completeSubtitle: '입사지원이 정상적으로 완료되었습니다.',
  completeTask: '지원분야',
  completeName: '이름',
  completeEmail: '이메일',
  completePhone: '휴대폰',
  completeNote: `[${checkApplication}] 페이지에서 지원서를 수정하거나 미리 볼 수 있습니다.`,
  checkApplication,
  receiptSent: '접수 확인 메일을 보냈습니다.',
  /** Part 2 2.19 test preview. */
  testTitle: '지원서 미리보기',
  testSubtitle: '테스트용',
  invalidPreviewKey: '미리보기 주소가 올바르지 않습니다.',
  /** A genuine preview key past its lifetime (PREVIEW_KEY_TTL_SECONDS); staff mint a new one from the submission history. */
  expiredPreviewKey: '미리보기 주소의 유효 시간이 지났습니다. 새 주소를 받아 다시 열어 주세요.',
  /** Staff in test mode have no application of their own to preview (web). */
  testModeUnavailable: '테스트 모드에서는 작성된 지원서가 없어 미리보기를 볼 수 없습니다. 지원자 미리보기는 테스트 미리보기 주소로 확인해 주세요.',
  /** Server drafts. */
  draftTooLarge: '입력 내용이 너무 커서 서버에 임시 보관할 수 없습니다. 나누어 저장해 주세요.',
} as const;
