import type { Ref } from 'react';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { enterRuns } from '../lib/input-guards.ts';
import { formatMmSs } from '../lib/verification-state.ts';
import './plain-controls.css';
import './code-entry.css';

const m = messages.apply.verify;

/**
 * The 6-digit code box of every code check (consent step, delete dialog, password recovery): the code, an MM:SS
 * countdown to the server's expiry ('Loading...' until it is known) and 'Confirm'; Enter confirms too.
 */
/** Seconds left from which the countdown turns red. */
export const URGENT_SECONDS = 60;

export function CodeEntry({
  label,
  value,
  onChange,
  left,
  onConfirm,
  pending,
  testId,
  inputRef,
}: {
  /** What is being verified, read before the box's and the button's names (e.g. '휴대폰 인증'). */
  label: string;
  value: string;
  onChange: (digits: string) => void;
  left: number | null;
  onConfirm: () => void;
  pending: boolean;
  /** data-testid prefix: `${testId}-code`, `${testId}-timer`, `${testId}-confirm`. */
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="code-entry">
      {/* A plain input in Primer's look (code-entry.css): the consent step shows it, and its budget has no room for TextInput. */}
      <input
        ref={inputRef}
        className="plain-input code-entry__input"
        aria-label={`${label} ${m.codeLabel}`}
        placeholder={m.codePlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
        onKeyDown={enterRuns(() => onConfirm())}
        data-testid={`${testId}-code`}
      />
      {/* The alarm colour only for the last minute (ux.md p3): red from 04:59 says nothing. */}
      <span className="code-entry__timer" data-urgent={left !== null && left <= URGENT_SECONDS ? '' : undefined} role="timer" aria-live="off" data-testid={`${testId}-timer`}>
        {left === null ? m.loading : formatMmSs(left)}
      </span>
      <Button type="button" onClick={onConfirm} loading={pending} disabled={pending} aria-label={`${label} ${m.confirm}`} data-testid={`${testId}-confirm`}>
        {m.confirm}
      </Button>
    </div>
  );
}
