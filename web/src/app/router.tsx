import { useEffect, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { adminRouteKeys, routeKeys, routePath, type RouteKey } from '@portal/shared/route-keys';
import { messages } from '@portal/shared/messages';
import { PcOnlyGate } from '../features/recruits/components/pc-only-gate.tsx';
import { CompanyGate } from './company-gate.tsx';
import { AppLayout, BareLayout } from './layout/app-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { StepResultRoute } from './step-result-route.tsx';
import { lazyScreen, type LazyScreen } from './lazy-screen.tsx';
import { loadedFormScreen, loadFormScreen } from './load-form-screen.ts';
import { readingOneRoutes } from './routes/reading-one-routes.tsx';

// Every screen is its own chunk (lazy-screen.tsx).
/**
 * The not-found page is a chunk of its own: a lazy screen (the notice detail) shows it too, and a screen chunk importing
 * a module of the main entry made the bundler split the entry in two (2.6 KB more gzip before every page).
 */
const notFound = lazyScreen(() => import('../components/not-found-page.tsx').then((m) => m.NotFoundPage));

const lazyScreens = {
  index: lazyScreen(() => import('./routes/landing-page.tsx').then((m) => m.LandingPage)),
  recruits: lazyScreen(() => import('../features/recruits/components/posting-list.tsx').then((m) => m.PostingList)),
  recruit: lazyScreen(() => import('../features/recruits/components/posting-detail.tsx').then((m) => m.PostingDetail)),
  project: lazyScreen(() => import('../features/apply/components/apply-entry.tsx').then((m) => m.ApplyEntry)),
  'form-auth': lazyScreen(() => import('../features/apply/components/form-auth-page.tsx').then((m) => m.FormAuthPage)),
  'R1-7': lazyScreen(() => import('../features/submission/components/complete-page.tsx').then((m) => m.CompletePage)),
  testPreview: lazyScreen(() => import('../features/submission/components/test-preview-page.tsx').then((m) => m.TestPreviewPage)),
  'R4-0': lazyScreen(() => import('../features/boards/components/notice-list.tsx').then((m) => m.NoticeList)),
  'R4-0-1': lazyScreen(() => import('../features/boards/components/notice-detail.tsx').then((m) => m.NoticeDetail)),
  'R4-1': lazyScreen(() => import('../features/boards/components/faq-list.tsx').then((m) => m.FaqList)),
  'R4-3': lazyScreen(() => import('../features/site/components/introduction.tsx').then((m) => m.Introduction)),
  redirect: lazyScreen(() => import('../features/site/components/redirect-page.tsx').then((m) => m.RedirectPage)),
  statics: lazyScreen(() => import('../features/company/components/statics-page.tsx').then((m) => m.StaticsPage)),
  'R5-0': lazyScreen(() => import('../features/find-application/components/check-page.tsx').then((m) => m.CheckPage)),
  'R5-1': lazyScreen(() => import('../features/find-application/components/history-page.tsx').then((m) => m.HistoryPage)),
  'R5-0-1': lazyScreen(() => import('../features/find-application/components/find-password-page.tsx').then((m) => m.FindPasswordPage)),
  'R5-0-1-1': lazyScreen(() => import('../features/find-application/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
  'R4-2': lazyScreen(() => import('../features/find-application/components/qna-page.tsx').then((m) => m.QnaPage)),
  'R5-0-2': lazyScreen(() => import('../features/step-result/components/step-result-page.tsx').then((m) => m.StepResultPage)),
  move: lazyScreen(() => import('../features/handoff/components/move-page.tsx').then((m) => m.MovePage)),
  // The form page and its engine load with the form (load-form-screen.ts): early-start starts the load on a form address.
  form: lazyScreen(
    () => loadFormScreen().then((m) => m.ApplicationFormPage),
    undefined,
    () => loadedFormScreen()?.ApplicationFormPage,
  ),
} satisfies Partial<Record<RouteKey, LazyScreen>>;
const preview = lazyScreen(() => import('../features/submission/components/preview-page.tsx').then((m) => m.PreviewPage));
const identityCallback = lazyScreen(() => import('../features/apply/components/identity-callback.tsx').then((m) => m.IdentityCallback));
const etsResult = lazyScreen(() => import('../form-engine/ets/ets-result-page.tsx').then((m) => m.EtsResultPage));

/** On the consent step: the form page comes next, so its chunk loads once the step is on screen and the browser idle. */
function PreloadFormScreen() {
  useEffect(() => {
    const start = () => void loadFormScreen().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const t = window.setTimeout(start, 200);
      return () => window.clearTimeout(t);
    }
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return null;
}

/** The screen of each route key; every key has one (a key without one would show 'page not found'). */
const screens: Partial<Record<RouteKey, () => ReactElement>> = {
  ...Object.fromEntries(Object.entries(lazyScreens).map(([k, s]) => [k, s.element])),
  // Applying is PC only (spec 2.5): the apply entry and its consent step refuse a phone-sized screen.
  project: () => <PcOnlyGate>{lazyScreens.project.element()}</PcOnlyGate>,
  'form-auth': () => (
    <PcOnlyGate>
      {lazyScreens['form-auth'].element()}
      <PreloadFormScreen />
    </PcOnlyGate>
  ),
};

/** Shown without header and footer. */
const bareKeys: readonly RouteKey[] = ['redirect', 'statics'];

/**
 * Protected outside /admin too (spec part 2, 2.1): a step result renders for an applicant token holder, or for staff in
 * test mode; anyone else gets 'No permission' and index. (Every admin variant is protected anyway.)
 */
const protectedKeys: readonly RouteKey[] = ['R5-0-2'];

const previewPath = routePath('form', { pageIndex: 'preview' }) ?? '/form/preview';

const screenOf = (key: RouteKey) => (screens[key] ?? notFound.element)();

/** A route's handle: its screen's chunk loader when the screen is lazy (createRouter preloads the opening one). */
interface ScreenHandle {
  preload?: () => void;
}
const handleOf = (key: RouteKey): ScreenHandle => ({ preload: (lazyScreens as Partial<Record<RouteKey, LazyScreen>>)[key]?.preload });

/** The route table, built from the shared route registry (routeKeys / adminRouteKeys). */
export function buildRoutes(): RouteObject[] {
  const keys = Object.keys(routeKeys) as RouteKey[];
  const pageKeys = keys.filter((k) => k !== 'notFound' && !bareKeys.includes(k));

  const guarded = (key: RouteKey) => (key === 'R5-0-2' ? <StepResultRoute>{screenOf(key)}</StepResultRoute> : <ProtectedRoute>{screenOf(key)}</ProtectedRoute>);
  const pageOf = (key: RouteKey) => (protectedKeys.includes(key) ? guarded(key) : screenOf(key));
  const pages: RouteObject[] = pageKeys.map((key) =>
    routeKeys[key] === '/' ? { index: true, element: pageOf(key), handle: handleOf(key) } : { path: routeKeys[key], element: pageOf(key), handle: handleOf(key) },
  );
  const admin: RouteObject[] = adminRouteKeys.map((key) => ({
    path: `/admin${routeKeys[key]}`,
    element: guarded(key),
    handle: handleOf(key),
  }));
  // form/:pageIndex with the page index 'preview' is its own screen (2.14); a static segment outranks ':pageIndex'.
  const previews: RouteObject[] = [
    { path: previewPath, element: preview.element(), handle: { preload: preview.preload } },
    { path: `/admin${previewPath}`, element: <ProtectedRoute>{preview.element()}</ProtectedRoute>, handle: { preload: preview.preload } },
  ];

  return [
    // The identity provider's popup lands here: no site chrome and no company start-up.
    { path: '/identity-callback/:result/:seq', element: identityCallback.element(), handle: { preload: identityCallback.preload } },
    // The language-score provider's popup lands here (spec 2.13), also outside the site layout.
    { path: '/etsResult', element: etsResult.element(), handle: { preload: etsResult.preload } },
    {
      element: <CompanyGate />,
      children: [
        {
          element: <BareLayout />,
          children: bareKeys.map((key) => ({ path: routeKeys[key], element: screenOf(key), handle: handleOf(key) })),
        },
        {
          path: '/',
          element: <AppLayout />,
          // Reading one's fixed paths (spec 2.1) lead to the same screens.
          children: [...pages, ...previews, ...admin, ...readingOneRoutes(), { path: '*', element: notFound.element() }],
        },
      ],
    },
  ];
}

export const createRouter = () => {
  const router = createBrowserRouter(buildRoutes());
  // The opening screen's chunk loads while the hostname check (CompanyGate) is on its way, not after it. The router
  // matched the address when it was created: matching its 74 routes a second time cost about 35 ms under Lighthouse's 4x CPU.
  (router.state.matches.at(-1)?.route.handle as ScreenHandle | undefined)?.preload?.();
  return router;
};
