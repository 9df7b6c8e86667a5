/** What an Authorization header holds: nothing, something other than `Bearer <token>`, or a bearer token. */
export function readBearer(header: string | undefined): { kind: 'missing' } | { kind: 'malformed' } | { kind: 'token'; token: string } {
  const value = header?.trim();
  if (!value) return { kind: 'missing' };
  const m = /^Bearer +([^\s]+)$/i.exec(value);
  return m ? { kind: 'token', token: m[1]! } : { kind: 'malformed' };
}
