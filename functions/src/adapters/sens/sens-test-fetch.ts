/** For the SENS adapters' tests: a fetch that answers each call with the next of `answers` (a status and body, or a thrown error), recording the calls. */
export function fakeFetch(answers: ({ status: number; body: unknown } | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.body), { status: next.status });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

/** fetch's error for a connection the provider refused (nothing reached it), as Node's undici throws it. */
export const refusedConnection = (): Error => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
