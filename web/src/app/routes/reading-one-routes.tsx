import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { routeKeys, routePath } from '@portal/shared/route-keys';
import type { FormSectionKind } from '@portal/shared/form-model/definition';
import { InlineLoading } from '../../components/loading-overlay.tsx';
import { session, storedProjectId } from '../../lib/session.ts';
import { adminPath, frontPageSections, routeIds, type RouteId } from './route-ids.ts';

type Query = URLSearchParams;
/** A reading-one path's target among the site's routes (reading two), from its query and the stored session. */
type Target = (q: Query, admin: boolean) => string;

const first = (q: Query, ...names: string[]) => names.map((n) => q.get(n)?.trim()).find((v) => v);
const path = (key: string, params: Record<string, string | number | undefined> = {}, admin = false) => routePath(key, params, admin) ?? '/';
/** A page index of the form: a number, or 'auth' and 'preview' (spec 2.1). */
const pageIndexOf = (q: Query) => {
  const v = first(q, 'pageIndex', 'page');
  return v && /^(\d{1,3}|auth|preview)$/.test(v) ? v : undefined;
};

const targets: Record<Exclude<RouteId, keyof typeof frontPageSections>, Target> = {
  index: () => '/',
  ui: () => '/',
  main: () => '/',
  pages: () => '/',
  // Choosing a posting is how an application field is selected.
  selection: () => path('recruits'),
  'form-auth': () => path('form-auth'),
  form: (q, admin) => path('form', { pageIndex: pageIndexOf(q) ?? 0 }, admin),
  project: (q) => {
    const id = first(q, 'projectId', 'project_id', 'id') ?? String(session.project()?.id ?? storedProjectId() ?? '');
    return /^\d+$/.test(id) ? path('project', { projectId: id }) : path('recruits');
  },
  'recruitment-announcement-list': () => path('recruits'),
  'recruitment-announcement-view': (q, admin) => path('recruit', { noticeId: first(q, 'noticeId', 'id') }, admin),
  introduction: () => path('R4-3'),
  'notice-list': () => path('R4-0'),
  'notice-view': (q) => {
    const id = first(q, 'boardId', 'id');
    return id ? path('R4-0-1', { boardId: id }) : path('R4-0');
  },
  faq: () => path('R4-1'),
  qna: () => path('R4-2'),
  'my-applications-sign-in': (_q, admin) => path('R5-0', {}, admin),
  'my-applications-list': () => path('R5-1'),
  result: (q, admin) => {
    const step = first(q, 'applicantStepId', 'id');
    return step ? path('R5-0-2', { applicantStepId: step, adminToken: first(q, 'adminToken') }, admin) : path('R5-1');
  },
  // The admission ticket is printed from the application history (part 2).
  'id-card': () => path('R5-1'),
  'find-password': () => path('R5-0-1'),
  'reset-password': () => path('R5-0-1-1'),
  'application-preview': (_q, admin) => path('form', { pageIndex: 'preview' }, admin),
  // Final submission is made from the preview (spec 2.14).
  'application-submission': (_q, admin) => path('form', { pageIndex: 'preview' }, admin),
  redirect: () => path('redirect'),
};

/** Sends a reading-one path to its screen, keeping what the query did not name (and the hash). */
function ReadingOneRedirect({ target, admin }: { target: Target; admin: boolean }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: target(new URLSearchParams(search), admin), search, hash }} replace />;
}

/**
 * A named form page (/app/front/basic-info, …): the first page of the applicant's form that holds one of its section
 * kinds, found through the pages' definitions (the same cached calls the form page makes); form/0 when none does or
 * no task is chosen (the form page then says what is missing).
 */
function FrontPageRedirect({ sections, admin }: { sections: readonly FormSectionKind[]; admin: boolean }) {
  const client = useQueryClient();
  const [to, setTo] = useState<string>();
  useEffect(() => {
    const task = session.task();
    const formPage = (i: number) => path('form', { pageIndex: i }, admin);
    if (!task) {
      setTo(formPage(0));
      return;
    }
    let live = true;
    void (async () => {
      // The form's contract loads with these rare addresses, not with every page.
      const { formPageQueryOptions } = await import('../../features/application-form/api/get-form.ts');
      let found = 0;
      for (let i = 0, count = 1; i < count; i += 1) {
        const page = await client.fetchQuery(formPageQueryOptions(task.id, i));
        // The server answers another page when this one is not open yet: no later page can be opened either.
        if (page.pageIndex !== i) break;
        count = page.pageCount;
        if (page.forms.some((f) => sections.includes(f.code_value))) {
          found = i;
          break;
        }
      }
      return formPage(found);
    })()
      .catch(() => formPage(0))
      .then((target) => live && setTo(target));
    return () => {
      live = false;
    };
  }, [client, sections, admin]);
  return to ? <Navigate to={to} replace /> : <InlineLoading />;
}

/** The paths of reading one that are not already the site's own, each with its /admin variant where it has /app. */
export function readingOneRoutes(): RouteObject[] {
  const own = new Set<string>(Object.values(routeKeys));
  const routes: RouteObject[] = [];
  for (const id of Object.keys(routeIds) as RouteId[]) {
    const p: string = routeIds[id];
    const variants: [string, boolean][] = [[p, false]];
    if (adminPath(p) !== p) variants.push([adminPath(p), true]);
    for (const [routePathOf, admin] of variants) {
      if (own.has(routePathOf)) continue;
      const element =
        id in frontPageSections ? (
          <FrontPageRedirect sections={frontPageSections[id as keyof typeof frontPageSections]} admin={admin} />
        ) : (
          <ReadingOneRedirect target={targets[id as keyof typeof targets]} admin={admin} />
        );
      routes.push({ path: routePathOf, element });
    }
  }
  return routes;
}
