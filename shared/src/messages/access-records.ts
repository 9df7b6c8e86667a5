/**
 * The ops CLI's access-record lines (`npm run portal -- access-report | access-verify`, 안전성 확보조치 기준): apart from
 * the routes' catalogues, so no route's bundle carries what only the CLI prints.
 */
export const accessRecordMessages = {
  usage: '사용법: npm run portal -- access-report <도메인 키> <YYYY-MM> [--threshold <하루 지원자 수>] | access-verify <도메인 키> <YYYY-MM>',
  reportTitle: (month: string, threshold: number) => `${month} 개인정보 접근 기록 (UTC 월, 하루 ${threshold}명 이상 또는 전체 내보내기는 대량 다운로드로 표시)`,
  reportHeader: '접근자\t열람(건/명)\t내보내기(건/명)\t다운로드(건/명)',
  reportNone: '이 달의 접근 기록이 없습니다.',
  flagExport: (actor: string, at: string, projectId: number | undefined, count: number) => `대량 다운로드\t${actor}\t전체 내보내기 ${at} 프로젝트 ${projectId ?? '-'} ${count}명`,
  flagDay: (actor: string, day: string, count: number) => `대량 다운로드\t${actor}\t${day} 하루 ${count}명`,
  verifyOk: (month: string, records: number, forgotten: number) => `${month} 접근 기록 ${records}건의 해시 체인이 온전합니다 (파기로 지원자를 지운 기록 ${forgotten}건 포함).`,
  verifyBroken: (month: string, shard: number, link: number, id: string | undefined, at: string | undefined, reason: string) =>
    `${month} 접근 기록의 해시 체인이 끊겼습니다: 샤드 ${shard}, ${link}번째 기록${id ? ` (id ${id}, ${at})` : ''}: ${reason}`,
  brokenReason: { edited: '기록 내용이 바뀌었습니다', missing: '기록이 빠졌거나 중복되었습니다', unlinked: '앞 기록과 이어지지 않습니다', truncated: '마지막 기록들이 없어졌습니다' },
  head: (shard: number, link: number, hash: string) => `샤드 ${shard}\t${link}\t${hash || '-'}`,
  headsHeader: '샤드\t마지막 번호\t마지막 해시 (따로 보관해 두면 체인 전체를 다시 쓴 것도 알아낼 수 있습니다)',
  monthFormat: '달은 YYYY-MM 으로 입력해 주세요.',
  thresholdFormat: '--threshold 는 1 이상의 정수로 입력해 주세요.',
} as const;
