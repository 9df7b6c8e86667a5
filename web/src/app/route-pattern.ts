/**
 * A route key's path (shared/src/route-keys.ts) as a whole-address pattern, as the router matches it: `:name` is one
 * segment, `/:name?` may be absent. The build writes these into index.html for early-start (public-screens.ts).
 */
export function routePattern(path: string): string {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return `^${body}/?$`;
}
