import { solveChallenge } from 'altcha-lib/v1';

/**
 * The proof-of-work solver off the main thread (answer-challenge.ts): takes altcha's challenge, answers the number that
 * solves it, or null. The page keeps responding while it hashes.
 */
const scope = globalThis as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(message: unknown): void };
scope.onmessage = async (e) => {
  const c = e.data as { challenge: string; salt: string; algorithm: string; maxnumber: number };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  scope.postMessage(solution ? solution.number : null);
};
