/**
 * The portal's notice and confirm dialogs as plain functions, for any caller (the API client has no React): a tiny
 * module without React or Primer, so it stays out of the early-start bundle. notice.tsx's NoticeProvider shows them.
 */

export interface ConfirmLabels {
  confirm?: string;
  cancel?: string;
}

export type NoticeRequest = { id: number } & (
  | { kind: 'notice'; text: string; resolve: () => void }
  | { kind: 'confirm'; text: string; labels: ConfirmLabels; resolve: (ok: boolean) => void }
);

let nextId = 1;

/** The mounted NoticeProviders, newest last (one in the app; tests mount their own). */
const hosts: Array<(r: NoticeRequest) => void> = [];

/** Shows `text` in the portal's notice dialog; resolves when the applicant closed it. */
export function showNotice(text: string): Promise<void> {
  const host = hosts.at(-1);
  // Outside the app shell (nothing mounted yet): the browser's own box, so the message is never lost.
  if (!host) {
    window.alert(text);
    return Promise.resolve();
  }
  return new Promise((resolve) => host({ id: nextId++, kind: 'notice', text, resolve }));
}

/** Asks `text` with confirm and cancel buttons; resolves true only for confirm (Esc, × and cancel answer false). */
export function askConfirm(text: string, labels: ConfirmLabels = {}): Promise<boolean> {
  const host = hosts.at(-1);
  if (!host) return Promise.resolve(window.confirm(text));
  return new Promise((resolve) => host({ id: nextId++, kind: 'confirm', text, labels, resolve }));
}

/** The provider's registration: returns the unregister function. */
export function registerNoticeHost(host: (r: NoticeRequest) => void): () => void {
  hosts.push(host);
  return () => {
    const i = hosts.indexOf(host);
    if (i >= 0) hosts.splice(i, 1);
  };
}
