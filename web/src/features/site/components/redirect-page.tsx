import { Button } from '@primer/react';
import { constants, messages } from '@portal/shared';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { session } from '../../../lib/session.ts';

/** Where to go from the redirect page: the stored redirect company's home, else '/'. */
export function redirectTarget(): string {
  const home = session.redirectCompany()?.homeUrl;
  return home && /^(https?:\/\/|\/)/i.test(home) ? home : '/';
}

/** redirect: a 404-style page that moves on after 10 s. */
export function RedirectPage() {
  const go = () => window.location.assign(redirectTarget());
  const left = useCountdown(constants.notFoundCountdownSeconds, go);
  return (
    <section className="status-page" aria-labelledby="redirect-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="redirect-title" className="status-page__title">
        {messages.redirect.title}
      </h1>
      <p className="status-page__text" role="timer" aria-live="off">
        {messages.redirect.countdown(left)}
      </p>
      <div className="status-page__actions">
        <Button size="large" variant="primary" className="button-brand" onClick={go}>
          {messages.notFound.main}
        </Button>
      </div>
    </section>
  );
}
