import type { CryptoPort } from '../ports.ts';

/**
 * The receipt's '접수 확인 코드': 16 hex digits in groups of four, from the applicant number, the submission's seq and
 * its snapshot hash. Short enough to read out, different for two people who submitted the same answers, and checkable
 * by the organisation from the integration API's submission header (docs/integration-api.md).
 */
export function receiptCode(crypto: Pick<CryptoPort, 'sha256'>, s: { applicantNumber: string; seq: number; snapshotHash: string }): string {
  const digest = crypto.sha256(`${s.applicantNumber}#${s.seq}#${s.snapshotHash}`).slice(0, 16).toUpperCase();
  return digest.match(/.{4}/g)!.join('-');
}
