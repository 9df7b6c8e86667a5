import { parseKst } from '@portal/shared/dates';

/** Spec part 1 section 9: 'Resend' appears when 270 s remain. */
export const RESEND_AT_SECONDS = 270;

/** A verification entry (spec 3 'Verification entry (kept on the client)', 4 'Verification entry'). */
export interface VerificationEntry {
  request: boolean;
  result: boolean;
  input: string;
  recv_info: string;
  count: number;
  /** Expiry as epoch ms; null until the send answer arrived (or when it could not be read). */
  remain: number | null;
  isRetry: boolean;
}

export const initialEntry: VerificationEntry = {
  request: false,
  result: false,
  input: '',
  recv_info: '',
  count: 0,
  remain: null,
  isRetry: false,
};

export type EntryAction =
  | { type: 'sent'; recv_info: string; expire_at: string }
  | { type: 'input'; value: string }
  | { type: 'tick'; now: number }
  | { type: 'confirmed' }
  | { type: 'verifiedByIdentity'; recv_info: string }
  | { type: 'reset' };

/** Seconds left until `remain`, never below 0. */
export const secondsLeft = (remain: number | null, now: number): number | null =>
  remain === null ? null : Math.max(0, Math.ceil((remain - now) / 1000));

/** The state machine of one code entry. The server decides expiry; this timer only informs. */
export function entryReducer(state: VerificationEntry, action: EntryAction): VerificationEntry {
  switch (action.type) {
    case 'sent': {
      const expiry = parseKst(action.expire_at);
      return {
        ...state,
        request: true,
        result: false,
        input: '',
        recv_info: action.recv_info,
        count: state.count + 1,
        remain: expiry ? expiry.getTime() : null,
        isRetry: false,
      };
    }
    case 'input':
      return { ...state, input: action.value };
    case 'tick': {
      if (!state.request) return state;
      const left = secondsLeft(state.remain, action.now);
      if (left === null) return state;
      if (left <= 0) return { ...initialEntry, count: state.count };
      const isRetry = left <= RESEND_AT_SECONDS;
      return isRetry === state.isRetry ? state : { ...state, isRetry };
    }
    case 'confirmed':
      return { ...state, request: false, result: true, isRetry: false, remain: null };
    case 'verifiedByIdentity':
      return { ...initialEntry, count: state.count, result: true, recv_info: action.recv_info };
    case 'reset':
      return { ...initialEntry, count: state.count };
  }
}

/** MM:SS. */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
