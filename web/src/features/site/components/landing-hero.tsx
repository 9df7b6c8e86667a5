import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { fileUrl } from '../../../lib/file-url.ts';
import { useCompany } from '../../../lib/company-context.tsx';

/** The landing hero: background image, main and sub messages and the two tiles. */
export function LandingHero({ mobile }: { mobile: boolean }) {
  const { company, fileDomain } = useCompany();
  const site = company.site;
  const background = fileUrl(fileDomain, site.landingImgUrl);
  const align = site.message_position === 'right' ? 'right' : 'left';
  const mainSize = site.main_font_size ?? constants.landingFontSizeDefault;
  const subSize = site.sub_font_size ?? constants.landingFontSizeDefault;
  const heroStyle: CSSProperties = background ? { backgroundImage: `url("${background.replace(/"/g, '%22')}")` } : {};

  return (
    <section className={`landing-hero landing-hero--${align}${mobile ? ' landing-hero--mobile' : ''}`} style={heroStyle} aria-labelledby="landing-heading">
      <div className="landing-hero__shade" aria-hidden="true" />
      <div className="landing-hero__inner">
        <div className="landing-hero__message">
          <h1 id="landing-heading" className="landing-hero__main" style={{ fontSize: `min(${mainSize}px, 9vw)` }}>
            {site.main_message || messages.statics.title(company.name)}
          </h1>
          {site.sub_message ? (
            <p className="landing-hero__sub" style={{ fontSize: `min(${subSize}px, 4.6vw)` }}>
              {site.sub_message}
            </p>
          ) : null}
        </div>
        <nav className="landing-tiles" aria-label={messages.landing.tilesLabel}>
          <Link className="landing-tile landing-tile--apply" to={routePath('recruits') ?? '/recruits'}>
            <span className="landing-tile__title">{messages.landing.apply}</span>
            <span className="landing-tile__desc">{messages.landing.applyDescription}</span>
            <span className="landing-tile__arrow" aria-hidden="true">→</span>
          </Link>
          <Link className="landing-tile landing-tile--results" to={routePath('R5-0') ?? '/'}>
            <span className="landing-tile__title">{messages.landing.results}</span>
            <span className="landing-tile__desc">{messages.landing.resultsDescription}</span>
            <span className="landing-tile__arrow" aria-hidden="true">→</span>
          </Link>
        </nav>
      </div>
    </section>
  );
}
