import { answerCopy } from './early-requests.ts';
import { fileUrl } from './file-url.ts';

type HostCheckAnswer = { fileDomain?: unknown; company?: { site?: { landingImgUrl?: unknown } } } | null;

/** The landing hero's background address in a hostname check's answer, as LandingHero builds it; undefined if none. */
export function landingImageOf(answer: unknown): string | undefined {
  const a = answer as HostCheckAnswer;
  const path = a?.company?.site?.landingImgUrl;
  return typeof path === 'string' && typeof a?.fileDomain === 'string' ? fileUrl(a.fileDomain, path) : undefined;
}

/**
 * On the landing page the hero's background is the largest thing painted. It is asked for as soon as the hostname
 * check answers (from a copy of the answer, which the app still reads as its own), not once React has rendered the
 * hero, so it arrives while the app's script is evaluated.
 */
export function preloadLandingImage(hostCheck: Promise<Response>): void {
  void answerCopy(hostCheck)
    .then((answer) => {
      const href = landingImageOf(answer);
      if (!href) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.href = href;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    })
    .catch(() => undefined);
}
