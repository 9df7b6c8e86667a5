import { lazy, Suspense } from 'react';
import { Flash } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { InlineLoading } from '../../components/loading-overlay.tsx';
import { LandingHero } from '../../features/site/components/landing-hero.tsx';
import { PopupLayer } from '../../features/site/components/popup-layer.tsx';
import { useIsMobile } from '../../hooks/use-media-query.ts';
import { useCompany } from '../../lib/company-context.tsx';

// Shown on a phone only: the postings' contract and zod load there, not on every landing page.
const ActivePostings = lazy(() => import('../../features/recruits/components/active-postings.tsx').then((m) => ({ default: m.ActivePostings })));

/** index: the landing page, with the company's active popups. */
export function LandingPage() {
  const { company } = useCompany();
  const mobile = useIsMobile();
  return (
    <div className={`landing${mobile ? ' landing--mobile' : ''}`}>
      <LandingHero mobile={mobile} />
      {mobile ? (
        <div className="landing__mobile">
          <Flash variant="default" className="notice-flash">
            {messages.landing.mobileOnlyInfo}
          </Flash>
          <Suspense fallback={<InlineLoading />}>
            <ActivePostings />
          </Suspense>
        </div>
      ) : null}
      <PopupLayer popups={company.popups} />
    </div>
  );
}
