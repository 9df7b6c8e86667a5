import { Button } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { StatusPage } from '../../../components/status-page.tsx';
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
    <StatusPage
      id="redirect-title"
      title={messages.redirect.title}
      text={messages.redirect.countdown(left)}
      actions={
        <Button size="large" variant="primary" className="button-brand" onClick={go}>
          {messages.notFound.main}
        </Button>
      }
    />
  );
}
