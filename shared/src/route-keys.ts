/**
 * The SPA route registry (spec part 1 2.1 'reading two', part 2 2.1): symbolic keys to paths.
 * Admin variants live under /admin. An unknown key yields no path.
 */
export const routeKeys = {
  index: '/',
  recruits: '/recruits/:viewMessage?',
  recruit: '/recruit/:noticeId?',
  project: '/project/:projectId',
  'form-auth': '/form/auth',
  form: '/form/:pageIndex',
  'R1-7': '/complete',
  'R4-0': '/notices',
  'R4-0-1': '/notices/:boardId',
  'R4-1': '/faq',
  'R4-2': '/qna',
  'R4-3': '/introduction',
  'R5-0': '/check',
  'R5-1': '/check/history',
  'R5-0-1': '/find-password',
  'R5-0-1-1': '/reset-password',
  'R5-0-2': '/result/:applicantStepId/:adminToken?',
  redirect: '/redirect',
  statics: '/statics/:domain',
  testPreview: '/test/preview/:key/:id',
  move: '/move/:auth/:type',
  notFound: '*',
} as const;

export type RouteKey = keyof typeof routeKeys;

/** Keys that have a protected admin variant under /admin. */
export const adminRouteKeys = ['recruit', 'form', 'R5-0', 'R5-0-2'] as const satisfies readonly RouteKey[];

export function routePath(key: string, params: Record<string, string | number | undefined> = {}, admin = false): string | undefined {
  if (!(key in routeKeys)) return undefined;
  let path: string = routeKeys[key as RouteKey];
  if (path === '*') return undefined;
  path = path.replace(/\/:(\w+)(\?)?/g, (_m, name: string, optional?: string) => {
    const v = params[name];
    if (v === undefined || v === '') return optional ? '' : `/:${name}`;
    return `/${encodeURIComponent(String(v))}`;
  });
  if (admin && (adminRouteKeys as readonly string[]).includes(key)) path = `/admin${path}`;
  return path || '/';
}

/**
 * R5-0-2's adminToken is a handoff link's auth with '~' for its '.': as an address's last segment a '.' would make it
 * a file name at the edge (CloudFront's SPA rule, which the local server shares).
 */
export const adminTokenOf = (handoffAuth: string): string => handoffAuth.replace('.', '~');
export const handoffAuthOf = (adminToken: string): string => adminToken.replace('~', '.');
