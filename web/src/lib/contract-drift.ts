/**
 * Answers that do not fit their endpoint's contract, seen by the API client in the web tests. The tests' mocked
 * answers are hand-written JSON; web/src/test-setup.ts fails any test that leaves an entry here, so a mock that
 * drifted from the contract fails the test instead of testing a screen against an answer the server never sends.
 * A test that sends an off-contract answer on purpose takes the entries itself (takeContractDrift) and asserts them.
 */
export interface ContractDrift {
  endpoint: string;
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

const seen: ContractDrift[] = [];

export function reportContractDrift(endpoint: string, issues: ContractDrift['issues']): void {
  seen.push({ endpoint, issues });
}

/** The drift seen since the last take, emptied. */
export function takeContractDrift(): ContractDrift[] {
  return seen.splice(0, seen.length);
}
