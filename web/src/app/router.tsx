import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { adminRouteKeys, messages, routeKeys, routePath, type RouteKey } from '@portal/shared';
import { ApplicationFormPage } from '../features/application-form/components/application-form-page.tsx';
import { ApplyEntry } from '../features/apply/components/apply-entry.tsx';
import { FormAuthPage } from '../features/apply/components/form-auth-page.tsx';
import { IdentityCallback } from '../features/apply/components/identity-callback.tsx';
import { EtsResultPage } from '../form-engine/ets/ets-result-page.tsx';
import { FaqList } from '../features/boards/components/faq-list.tsx';
import { NoticeDetail } from '../features/boards/components/notice-detail.tsx';
import { NoticeList } from '../features/boards/components/notice-list.tsx';
import { StaticsPage } from '../features/company/components/statics-page.tsx';
import { PostingDetail } from '../features/recruits/components/posting-detail.tsx';
import { PostingList } from '../features/recruits/components/posting-list.tsx';
import { Introduction } from '../features/site/components/introduction.tsx';
import { NotFoundPage } from '../features/site/components/not-found-page.tsx';
import { PlaceholderPage } from '../features/site/components/placeholder-page.tsx';
import { RedirectPage } from '../features/site/components/redirect-page.tsx';
import { CompletePage } from '../features/submission/components/complete-page.tsx';
import { PreviewPage } from '../features/submission/components/preview-page.tsx';
import { TestPreviewPage } from '../features/submission/components/test-preview-page.tsx';
import { CompanyGate } from './company-gate.tsx';
import { AppLayout, BareLayout } from './layout/app-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { LandingPage } from './routes/landing-page.tsx';

/** The screen of each route key; keys not listed render the placeholder page. */
const screens: Partial<Record<RouteKey, () => ReactElement>> = {
  index: () => <LandingPage />,
  recruits: () => <PostingList />,
  recruit: () => <PostingDetail />,
  project: () => <ApplyEntry />,
  'form-auth': () => <FormAuthPage />,
  form: () => <ApplicationFormPage />,
  'R1-7': () => <CompletePage />,
  testPreview: () => <TestPreviewPage />,
  'R4-0': () => <NoticeList />,
  'R4-0-1': () => <NoticeDetail />,
  'R4-1': () => <FaqList />,
  'R4-2': () => <PlaceholderPage title={messages.placeholder.qnaTitle} />,
  'R4-3': () => <Introduction />,
};

/** Shown without header and footer. */
const bareKeys: readonly RouteKey[] = ['redirect', 'statics'];
const bareScreens: Partial<Record<RouteKey, () => ReactElement>> = {
  redirect: () => <RedirectPage />,
  statics: () => <StaticsPage />,
};

const previewPath = routePath('form', { pageIndex: 'preview' }) ?? '/form/preview';

const screenOf = (key: RouteKey) => (screens[key] ?? (() => <PlaceholderPage />))();

/** The route table, built from the shared route registry (routeKeys / adminRouteKeys). */
export function buildRoutes(): RouteObject[] {
  const keys = Object.keys(routeKeys) as RouteKey[];
  const pageKeys = keys.filter((k) => k !== 'notFound' && !bareKeys.includes(k));

  const pages: RouteObject[] = pageKeys.map((key) =>
    routeKeys[key] === '/' ? { index: true, element: screenOf(key) } : { path: routeKeys[key], element: screenOf(key) },
  );
  const admin: RouteObject[] = adminRouteKeys.map((key) => ({
    path: `/admin${routeKeys[key]}`,
    element: <ProtectedRoute>{screenOf(key)}</ProtectedRoute>,
  }));
  // form/:pageIndex with the page index 'preview' is its own screen (2.14); a static segment outranks ':pageIndex'.
  const preview: RouteObject[] = [
    { path: previewPath, element: <PreviewPage /> },
    { path: `/admin${previewPath}`, element: <ProtectedRoute><PreviewPage /></ProtectedRoute> },
  ];

  return [
    // The identity provider's popup lands here: no site chrome and no company start-up.
    { path: '/identity-callback/:result/:seq', element: <IdentityCallback /> },
    // The language-score provider's popup lands here (spec 2.13), also outside the site layout.
    { path: '/etsResult', element: <EtsResultPage /> },
    {
      element: <CompanyGate />,
      children: [
        {
          element: <BareLayout />,
          children: bareKeys.map((key) => ({ path: routeKeys[key], element: bareScreens[key]!() })),
        },
        {
          path: '/',
          element: <AppLayout />,
          children: [...pages, ...preview, ...admin, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
