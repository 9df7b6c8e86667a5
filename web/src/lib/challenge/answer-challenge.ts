import type { AbuseChallenge } from '@portal/shared/api/contract';
import { messages } from '@portal/shared/messages';
import './challenge-status.css';

/** Longer than a phone needs by far (the median is under a second): past it the server's own message is shown. */
const GIVE_UP_MS = 30_000;

/**
 * Answers a counted route's proof-of-work challenge (docs/security.md 35) for the API client, which loads this module
 * only when a 429 carries one: shows '잠시만 기다려 주세요…' (role=status, so screen readers hear it; nothing to press),
 * solves in a Web Worker, and gives the x-altcha-proof header's value, or undefined when it could not.
 */
export async function answerChallenge(challenge: unknown): Promise<string | undefined> {
  if (!isChallenge(challenge)) return undefined;
  const line = showProgressLine();
  try {
    const number = await solve(challenge);
    if (number === undefined) return undefined;
    const { algorithm, challenge: hash, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
  } finally {
    line.remove();
  }
}

function isChallenge(v: unknown): v is AbuseChallenge {
  const c = v as Partial<AbuseChallenge> | null | undefined;
  return c?.algorithm === 'SHA-256' && typeof c.challenge === 'string' && typeof c.salt === 'string' && typeof c.signature === 'string' && typeof c.maxnumber === 'number';
}

/** The polite progress line, put in the page empty first so that its text is announced as a change. */
function showProgressLine(): HTMLElement {
  const line = document.createElement('div');
  line.className = 'challenge-status';
  line.setAttribute('role', 'status');
  document.body.append(line);
  setTimeout(() => (line.textContent = messages.api.solvingChallenge), 0);
  return line;
}

/** The number, from a worker where the browser has them, else on this thread (altcha's loop awaits each hash). */
async function solve(c: AbuseChallenge): Promise<number | undefined> {
  if (typeof Worker === 'undefined') return solveHere(c);
  const worker = new Worker(new URL('./solve-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<number | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), GIVE_UP_MS);
      worker.onmessage = (e: MessageEvent<number | null>) => {
        clearTimeout(timer);
        resolve(e.data ?? undefined);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve(solveHere(c));
      };
      worker.postMessage({ challenge: c.challenge, salt: c.salt, algorithm: c.algorithm, maxnumber: c.maxnumber });
    });
  } finally {
    worker.terminate();
  }
}

async function solveHere(c: AbuseChallenge): Promise<number | undefined> {
  const { solveChallenge } = await import('altcha-lib/v1');
  return (await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise)?.number;
}
