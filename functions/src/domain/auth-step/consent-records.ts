import { formatKst, type ConsentRecord } from '@portal/shared';
import { isSensitiveConsent } from '@portal/shared/form-model/sensitive-items';
import { consentRecordMessages as m } from '@portal/shared/messages/consent-records';
import type { AppContext } from '../context.ts';

/** What the applicant agreed to, kept with the application (PIPA §22 ①, §23 ①): each consent as it was shown, when, from what. */
export function consentRecordsOf(
  ctx: Pick<AppContext, 'crypto' | 'origin'>,
  agreements: readonly { id: number; title: string; content: string; sensitive?: boolean | undefined }[],
  at: Date,
): ConsentRecord[] {
  const client = clientOf(ctx.origin.userAgent);
  return agreements.map((a) => ({
    id: a.id,
    title: a.title,
    // The text's version: a later edit of the project's consent gives another, so the record says which one was agreed.
    version: ctx.crypto.sha256(`${a.title}\n${a.content}`).slice(0, 12),
    sensitive: isSensitiveConsent(a),
    at: formatKst(at),
    client,
  }));
}

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Whale\/(\d+)/, 'Whale'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/KAKAOTALK\s?(\d+)?/, 'KakaoTalk'],
  [/NAVER\(inapp/, 'NAVER'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system a consent was given from, in a few words ('Chrome 131 · Windows'); no address, nothing personal. */
export function clientOf(userAgent: string | undefined): string {
  if (!userAgent) return m.unknownClient;
  const browser = BROWSERS.map(([re, name]) => [re.exec(userAgent), name] as const).find(([hit]) => hit);
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  const named = browser ? `${browser[1]}${browser[0]?.[1] ? ` ${browser[0][1]}` : ''}` : undefined;
  return [named, system].filter(Boolean).join(' · ') || m.unknownClient;
}
