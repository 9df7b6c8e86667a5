import { submissionMessages } from './submission.ts';

const checkApplication = submissionMessages.checkApplication;

/**
 * What the portal sends out: mails and texts to applicants. Only the server composes them, so they live outside the
 * `messages` aggregate the browser bundles (the consent step's budget, docs/web-performance.md).
 */
export const outgoingMessages = {
  /** Verification codes (auth step and delete dialog). */
  verification: {
    smsText: (company: string, code: string) => `[${company}] 인증번호 [${code}]를 5분 안에 입력해 주세요.`,
    emailSubject: (company: string) => `[${company}] 이메일 인증번호 안내`,
    emailText: (company: string, code: string) =>
      `${company} 입사지원 이메일 인증번호는 ${code} 입니다.\n5분 안에 입력해 주세요. 본인이 요청하지 않았다면 이 메일을 무시해 주세요.`,
  },
  /** Password recovery. */
  password: {
    smsText: (company: string, code: string) => `[${company}] 비밀번호 재설정 인증번호 [${code}]를 5분 안에 입력해 주세요.`,
    /** To the phone typed when nothing matched: its owner learns it, the requester's answer stays the one of a match. */
    noMatchSmsText: (company: string) => `[${company}] 비밀번호 재설정이 요청되었으나 입력하신 정보와 일치하는 지원내역이 없습니다. 직접 요청하지 않으셨다면 이 문자를 무시해 주세요.`,
  },
  submission: {
    /** The receipt e-mail (issue 6). */
    receiptSubject: (company: string, project: string) => `[${company}] ${project} 입사지원 접수 확인`,
    /** Without `name` (an address nobody verified gets the receipt too) the mail quotes nothing the applicant typed. */
    receiptBody: (r: { name?: string | undefined; project: string; task: string; number: string; submittedAt: string; code: string; checkUrl: string }) =>
      [
        `${r.name ?? '지원자'}님, 입사지원이 정상적으로 접수되었습니다.`,
        '',
        `채용공고: ${r.project}`,
        `지원분야: ${r.task}`,
        `접수번호: ${r.number}`,
        `제출일시: ${r.submittedAt} (한국 시간)`,
        `접수 확인 코드: ${r.code}`,
        '',
        `제출한 지원서는 ${checkApplication}에서 볼 수 있습니다: ${r.checkUrl}`,
        '지원 내용에 대해 문의하실 때는 접수번호를 알려 주세요. 접수 확인 코드는 제출한 지원서가 그 뒤에 바뀌지 않았음을 확인하는 값입니다.',
        '최종제출을 취소하고 다시 제출하면 새 확인 메일이 발송됩니다.',
      ].join('\n'),
    /** The e-mail after a cancelled final submission (issue 15 item 27): the application is no longer submitted. */
    cancelledSubject: (company: string, project: string) => `[${company}] ${project} 최종제출 취소 안내`,
    cancelledBody: (r: { name: string; project: string; task: string; number: string; cancelledAt: string; endDate: string }) =>
      [
        `${r.name}님, 입사지원서의 최종제출이 취소되었습니다.`,
        '',
        `채용공고: ${r.project}`,
        `지원분야: ${r.task}`,
        `접수번호: ${r.number}`,
        `취소일시: ${r.cancelledAt} (한국 시간)`,
        '',
        '지금은 지원서가 제출되지 않은 상태입니다. 수정한 뒤 다시 최종제출해야 지원이 접수됩니다.',
        `다시 제출할 수 있는 기한: ${r.endDate} (한국 시간)까지`,
        '기한이 지나면 제출되지 않은 지원서는 접수되지 않습니다.',
      ].join('\n'),
  },
  examSite: {
    /** The e-mail to a waitlisted applicant who got a freed seat. */
    promotedSubject: (company: string) => `[${company}] 시험장 배정 안내`,
    promotedBody: (p: { name: string; place: string }) =>
      `${p.name}님, 예비(대기)로 접수하신 ${p.place}에 빈자리가 생겨 지원이 완료되었습니다.\n지원서의 시험장 선택에서 배정된 시험장을 확인해 주세요.`,
  },
  /** Result notification (issue 19 item 8): never the result itself. */
  steps: {
    notifySubject: (company: string) => `[${company}] 전형 결과 안내`,
    notifyText: (company: string, project: string, step: string) =>
      `${company} ${project}의 ${step} 결과가 공개되었습니다.\n\n채용 홈페이지의 '지원서 확인'에서 확인해 주세요. 이 메일에는 결과가 담겨 있지 않습니다.`,
    notifySms: (company: string, step: string) => `[${company}] ${step} 결과가 공개되었습니다. 채용 홈페이지의 지원서 확인에서 확인해 주세요.`,
    /** The release of a step's results moved later (채용절차법 §8): the old and the new opening, KST 'YYYY-MM-DD HH:mm'. */
    movedSubject: (company: string) => `[${company}] 채용 일정 변경 안내`,
    movedText: (company: string, project: string, step: string, from: string, to: string) =>
      `${company} ${project}의 ${step} 결과 발표 일정이 변경되었습니다.\n\n변경 전: ${from}\n변경 후: ${to}\n\n일정 변경으로 불편을 드려 죄송합니다. 결과는 변경된 일정에 채용 홈페이지의 '지원서 확인'에서 확인해 주세요.`,
    movedSms: (company: string, step: string, to: string) => `[${company}] ${step} 결과 발표 일정이 ${to}(으)로 변경되었습니다. 채용 홈페이지의 지원서 확인에서 확인해 주세요.`,
  },
  /** The operator's view of the outbox (ops CLI `messages`, the local /dev/outbox page). */
  outbox: {
    states: { pending: '대기', sending: '보내는 중', sent: '보냄', failed: '보류', dropped: '보내지 않음' } as Record<string, string>,
    /** Why a message was dropped unsent (its record's reason). */
    expired: '유효 시간이 지나 보내지 않았습니다.',
    replaced: '새 인증번호가 발급되어 이전 인증번호는 보내지 않았습니다.',
    suppressed: '반송되었거나 수신을 거부한 메일 주소라 보내지 않았습니다.',
    channels: { email: '이메일', sms: '문자' } as Record<string, string>,
    header: 'id\t종류\t채널\t상태\t시도\t예정 시각\t사유',
    none: '보내지 않은 메시지가 없습니다.',
    redriven: (n: number) => `보류된 메시지 ${n}건을 다시 보내도록 대기열에 넣었습니다.`,
    nothingToRedrive: '다시 보낼 보류 메시지가 없습니다.',
    /** The tenant's suppressed mailboxes (ops CLI `messages suppressions`, `messages unsuppress`). */
    suppressionReasons: { bounce: '반송', complaint: '수신 거부(스팸 신고)' } as Record<string, string>,
    suppressionsHeader: '메일함\t사유\t일시\t지원자\t메시지\t해시',
    noSuppressions: '수신이 차단된 메일 주소가 없습니다.',
    unsuppressed: '이 메일 주소의 수신 차단을 풀었습니다. 이제 이 주소로 메일과 인증번호를 다시 보냅니다.',
    heldResent: (n: number) => `차단되어 있는 동안 보내지 못한 메일 ${n}건을 다시 보냅니다(1분 안에 발송).`,
    notSuppressed: '수신이 차단된 메일 주소가 아닙니다. 주소를 확인해 주세요.',
    /** SES's own list is the account's, across tenants: lifted apart, by the operator's decision. */
    sesAccountList: (address: string) => `SES 계정의 수신 차단 목록에도 있으면 따로 풀어 주세요: aws sesv2 delete-suppressed-destination --email-address ${address}`,
    pageTitle: '발송 대기열',
    pageIntro: '아직 보내지 않은 메시지입니다(대기, 보내는 중, 보류). 보낸 메시지는 아래 발송함에 있습니다.',
  },
} as const;
