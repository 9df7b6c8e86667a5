import type { FormSectionKind } from '@portal/shared/form-model/definition';

/**
 * Spec part 1 2.1, reading one: route ids with fixed paths. The site's own routes are reading two's
 * (shared/src/route-keys.ts); every path of this table also resolves (app/routes/reading-one-routes.tsx), so links
 * and bookmarks written against it keep working.
 */
export const routeIds = {
  index: '/',
  ui: '/ui',
  main: '/main',
  pages: '/pages',
  selection: '/app/selection',
  'form-auth': '/app/auth',
  form: '/app/form',
  project: '/app/project',
  'basic-info': '/app/front/basic-info',
  'school-education': '/app/front/school-education',
  'cert-lang': '/app/front/cert-lang',
  'career-exp': '/app/front/career-exp',
  'self-introduction': '/app/front/self-introduction',
  'added-question': '/app/front/added-question',
  'recruitment-announcement-list': '/app/recruitment-announcement/list',
  'recruitment-announcement-view': '/app/recruitment-announcement/view',
  introduction: '/introduction',
  'notice-list': '/contacts/notice/list',
  'notice-view': '/contacts/notice/view',
  faq: '/contacts/faq',
  qna: '/contacts/qna',
  'my-applications-sign-in': '/app/my-applications/sign-in',
  'my-applications-list': '/app/my-applications/list',
  result: '/app/my-applications/result',
  'id-card': '/app/my-applications/id-card',
  'find-password': '/find-password',
  'reset-password': '/reset-password',
  'application-preview': '/application-preview',
  'application-submission': '/application-submission',
  redirect: '/redirect',
} as const;

export type RouteId = keyof typeof routeIds;

/** The path of a route id; the administrator variant replaces /app with /admin. An unknown id yields no path. */
export function routeIdPath(id: string, admin = false): string | undefined {
  if (!Object.hasOwn(routeIds, id)) return undefined;
  const path: string = routeIds[id as RouteId];
  return admin ? adminPath(path) : path;
}

export const adminPath = (path: string) => (path === '/app' || path.startsWith('/app/') ? `/admin${path.slice(4)}` : path);

/**
 * The named form pages of reading one ('how these relate to numbered pages is not shown'): each opens the first page of
 * the applicant's form holding one of these section kinds (spec 2.9).
 */
export const frontPageSections: Record<'basic-info' | 'school-education' | 'cert-lang' | 'career-exp' | 'self-introduction' | 'added-question', readonly FormSectionKind[]> = {
  'basic-info': ['personal_info', 'additional_info'],
  'school-education': ['school', 'education'],
  'cert-lang': ['certificate', 'language'],
  'career-exp': ['career', 'experience', 'career_description', 'prize_info', 'research'],
  'self-introduction': ['self_introduction', 'job_plan'],
  'added-question': ['additional_item', 'pre_question', 'revenue_stamp'],
};
