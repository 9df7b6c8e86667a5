import { Flash } from '@primer/react';
import { messages } from '@portal/shared';
import { ActivePostings } from '../../features/recruits/components/active-postings.tsx';
import { LandingHero } from '../../features/site/components/landing-hero.tsx';
import { PopupLayer } from '../../features/site/components/popup-layer.tsx';
import { useIsMobile } from '../../hooks/use-media-query.ts';
import { useCompany } from '../../lib/company-context.tsx';

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
          <ActivePostings />
        </div>
      ) : null}
      <PopupLayer popups={company.popups} />
    </div>
  );
}
