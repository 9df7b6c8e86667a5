import { Button } from '@primer/react';
import { useNavigate } from 'react-router-dom';
import { constants, messages } from '@portal/shared';
import { useCountdown } from '../../../hooks/use-countdown.ts';

/** '*': 'page not found', a 10 s countdown to '/', and 'previous page' / 'main screen'. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const left = useCountdown(constants.notFoundCountdownSeconds, () => navigate('/', { replace: true }));
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-page__title">
        {messages.notFound.title}
      </h1>
      <p className="status-page__text" role="timer" aria-live="off" data-testid="not-found-countdown">
        {messages.notFound.countdown(left)}
      </p>
      <div className="status-page__actions">
        <Button size="large" onClick={() => navigate(-1)}>
          {messages.notFound.previous}
        </Button>
        <Button size="large" variant="primary" className="button-brand" onClick={() => navigate('/', { replace: true })}>
          {messages.notFound.main}
        </Button>
      </div>
    </section>
  );
}
