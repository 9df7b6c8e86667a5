import { Button } from '@primer/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { handoffMessages } from '@portal/shared/messages/handoff';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { PageTitle } from '../../../components/states.tsx';
import { useHandoff } from '../hooks/use-handoff.ts';

const m = handoffMessages.page;

/**
 * /move/:auth/:type, the staff handoff (spec part 2, 2.18): while the link is redeemed a loading state; then the
 * destination replaces this page. A link that opens nothing shows why, with the way to the main screen.
 */
export function MovePage() {
  const { auth = '', type = '' } = useParams();
  const { search } = useLocation();
  const { state, retry } = useHandoff(auth, type, search);
  return (
    <>
      <PageTitle title={m.title} />
      <div className="page-body">
        {state.status === 'failed' ? (
          <div className="error-state" role="alert">
            <p>
              <strong>{m.failed}</strong>
            </p>
            <p data-testid="handoff-message">{state.message}</p>
            <p>
              {state.retry ? (
                <>
                  <Button size="small" onClick={retry}>
                    {m.retry}
                  </Button>{' '}
                </>
              ) : null}
              <Link to="/" replace>
                {m.home}
              </Link>
            </p>
          </div>
        ) : (
          <InlineLoading page text={m.moving} />
        )}
      </div>
    </>
  );
}
