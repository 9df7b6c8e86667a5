import { apiPath, routes, type RouteDef } from '../http/routes.ts';

export interface MatchedRoute {
  route: RouteDef;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface Compiled {
  route: RouteDef;
  routeKey: string;
  regex: RegExp;
  names: string[];
}

/** Compiles the route table once, exactly as API Gateway would match it. */
export function createRouteMatcher(table: readonly RouteDef[] = routes) {
  const compiled: Compiled[] = [];
  for (const route of table) {
    for (const scope of route.scopes) {
      const path = apiPath(scope, route.path);
      const names: string[] = [];
      const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, n: string) => {
        names.push(n);
        return '([^/]+)';
      });
      compiled.push({ route, routeKey: `${route.method} ${path}`, regex: new RegExp(`^${pattern}$`), names });
    }
  }
  return {
    match(method: string, pathname: string): MatchedRoute | 'method-not-allowed' | undefined {
      let pathMatched = false;
      for (const c of compiled) {
        const m = c.regex.exec(pathname);
        if (!m) continue;
        pathMatched = true;
        if (c.route.method !== method) continue;
        const pathParameters: Record<string, string> = {};
        c.names.forEach((n, i) => {
          const raw = m[i + 1]!;
          try {
            pathParameters[n] = decodeURIComponent(raw);
          } catch {
            pathParameters[n] = raw;
          }
        });
        return { route: c.route, routeKey: c.routeKey, pathParameters };
      }
      return pathMatched ? 'method-not-allowed' : undefined;
    },
  };
}
