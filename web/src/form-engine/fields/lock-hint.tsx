import { messages } from '@portal/shared/messages';

/** A padlock beside a read-only input's hint (decorative: the input is aria-readonly and the hint says it). */
export function LockIcon() {
  return (
    <svg className="icon fe-lock-icon" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm1.5 0h5V5a2.5 2.5 0 0 0-5 0v2Z"
      />
    </svg>
  );
}

/** The hint under a field locked by identity verification or by the form (issue 15 item 20). */
export function LockHint({ id, text = messages.formPage.lockedField }: { id?: string; text?: string }) {
  return (
    <span id={id} className="fe-lock-hint">
      <LockIcon />
      {text}
    </span>
  );
}
