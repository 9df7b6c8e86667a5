import type { AbuseRepository, PairFailures } from '../ports.ts';

/**
 * Test support: the failure counters in memory, with the swap's condition (the record must still be the one read), as
 * the DynamoDB repository keeps them. Built as a value first, so it fits the port with or without its later methods.
 */
export function memoryAbuse(): AbuseRepository {
  const pairs = new Map<string, PairFailures>();
  const addresses = new Map<string, number>();
  const proofs = new Set<string>();
  const repo = {
    pair: async (p: string, r: string, a: string) => pairs.get(`${p}|${r}|${a}`),
    swapPair: async (p: string, r: string, a: string, seen: PairFailures | undefined, next: PairFailures) => {
      const now = pairs.get(`${p}|${r}|${a}`);
      if (now?.failures !== seen?.failures || now?.lastAt !== seen?.lastAt) return false;
      pairs.set(`${p}|${r}|${a}`, next);
      return true;
    },
    giveBackPair: async (p: string, r: string, a: string) => {
      const now = pairs.get(`${p}|${r}|${a}`);
      if (now && now.failures > 0) pairs.set(`${p}|${r}|${a}`, { ...now, failures: now.failures - 1 });
    },
    clearPerson: async (p: string) => {
      for (const k of [...pairs.keys()]) if (k.startsWith(`${p}|`)) pairs.delete(k);
    },
    countAddressFailure: async (r: string, a: string, h: number) => void addresses.set(`${r}|${a}|${h}`, (addresses.get(`${r}|${a}|${h}`) ?? 0) + 1),
    addressFailures: async (r: string, a: string, h: number) => addresses.get(`${r}|${a}|${h}`) ?? 0,
    useProof: async (id: string) => !proofs.has(id) && Boolean(proofs.add(id)),
  };
  return repo;
}
