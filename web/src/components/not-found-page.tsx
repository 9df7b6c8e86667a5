import { Button } from '@primer/react';
import { useNavigate } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { useCountdown } from '../hooks/use-countdown.ts';
import { StatusPage } from './status-page.tsx';

/** The not-found page: the router's '*' route, and a link to something that does not exist (a dead notice); a 10 s countdown to '/', and 'previous page' / 'main screen'. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const left = useCountdown(constants.notFoundCountdownSeconds, () => navigate('/', { replace: true }));
  return (
    <StatusPage
      id="not-found-title"
      title={messages.notFound.title}
      text={messages.notFound.countdown(left)}
      textTestId="not-found-countdown"
      actions={
        <>
          <Button size="large" onClick={() => navigate(-1)}>
            {messages.notFound.previous}
          </Button>
          <Button size="large" variant="primary" className="button-brand" onClick={() => navigate('/', { replace: true })}>
            {messages.notFound.main}
          </Button>
        </>
      }
    />
  );
}
