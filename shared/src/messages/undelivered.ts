/**
 * The applicant's history (R5-1) says which mail or text to them did not arrive (docs/messaging.md), beside the item
 * it was about. Outside the `messages` aggregate: only the history page bundles it (the consent step's budget).
 */

/** What the message was about: the item on the history it is shown beside. */
export const UNDELIVERED_ITEMS = ['receipt', 'cancellation', 'exam-seat', 'inquiry-ack', 'step-result'] as const;
export type UndeliveredItem = (typeof UNDELIVERED_ITEMS)[number];
/**
 * bounced: the mailbox does not exist (SES's permanent bounce); complained: its owner marked it as spam, so no more
 * mail goes there; suppressed: not sent, because the mailbox bounced or complained before; failed: the provider
 * refused it, or every try failed; undelivered: a text the provider took but the carrier or Kakao could not deliver
 * (SENS's delivery report).
 */
export const UNDELIVERED_PROBLEMS = ['bounced', 'complained', 'suppressed', 'failed', 'undelivered'] as const;
export type UndeliveredProblem = (typeof UNDELIVERED_PROBLEMS)[number];
export type UndeliveredChannel = 'email' | 'sms';

const names: Record<UndeliveredItem, string> = {
  receipt: '접수 확인',
  cancellation: '최종제출 취소 안내',
  'exam-seat': '시험장 배정 안내',
  'inquiry-ack': '문의 접수 안내',
  'step-result': '전형 결과 안내',
};

/** What the applicant's application still is, whatever the message: the reassurance after the line. */
const still: Record<UndeliveredItem, string> = {
  receipt: '지원서는 정상적으로 제출되었으니 안심하세요. 접수번호와 제출한 지원서는 이 화면에서 확인할 수 있습니다.',
  cancellation: '최종제출 취소는 정상적으로 처리되었습니다. 지원서를 수정한 뒤 다시 최종제출해야 지원이 접수됩니다.',
  'exam-seat': '시험장 배정은 정상적으로 처리되었습니다. 배정된 시험장은 지원서에서 확인할 수 있습니다.',
  'inquiry-ack': '문의는 정상적으로 접수되었습니다.',
  'step-result': '결과는 이 화면의 선발 진행 상황에서 확인할 수 있습니다.',
};

/** '메일' ends in a consonant, '문자' in a vowel: the particles follow. */
function sent(item: UndeliveredItem, channel: UndeliveredChannel) {
  const what = `${names[item]} ${channel === 'sms' ? '문자' : '메일'}`;
  const vowel = channel === 'sms';
  return { subject: `${what}${vowel ? '가' : '이'}`, object: `${what}${vowel ? '를' : '을'}`, topic: `${what}${vowel ? '는' : '은'}` };
}

export const undeliveredMessages = {
  /** The notes' heading for assistive technology. */
  label: '전달되지 않은 안내',
  /** One polite line: what did not arrive and why, then that the application itself is as it should be. */
  line(item: UndeliveredItem, channel: UndeliveredChannel, problem: UndeliveredProblem): string {
    const s = sent(item, channel);
    const to = channel === 'sms' ? '지원할 때 입력하신 휴대폰번호' : '지원할 때 입력하신 이메일 주소';
    const why =
      problem === 'bounced'
        ? `${s.subject} ${to}로 전달되지 못하고 반송되었습니다.`
        : problem === 'complained'
          ? `${s.subject} 스팸으로 신고되어, 이 이메일 주소로는 더 이상 메일을 보내지 않습니다.`
          : problem === 'suppressed'
            ? `이 이메일 주소로 보낸 메일이 반송되었거나 수신이 거부된 적이 있어 ${s.topic} 보내지 않았습니다.`
            : problem === 'undelivered'
              ? `${s.subject} ${to}로 전달되지 않았습니다. 휴대폰이 꺼져 있었거나 문자를 받을 수 없는 상태였을 수 있습니다.`
              : `${s.object} ${to}로 보내지 못했습니다.`;
    return `${why} ${still[item]}`;
  },
} as const;
