import { Link } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import type { ApplyProject } from '../api/get-project.ts';
import { session } from '../../../lib/session.ts';

const m = messages.apply.notTaking;

/**
 * Whether the consent step may start for this notice (issue 41 item 3): only while the server says it takes
 * applications. Staff (a handoff's session) pass, to look at the step in test mode.
 */
export function takesApplications(project: Pick<ApplyProject, 'applyState'>): boolean {
  return project.applyState === undefined || project.applyState === 'open' || session.isAuthenticated();
}

/** What /project/:id and the consent step show instead of the step, before anything is entered. */
export function NotTakingApplications({ project }: { project: Pick<ApplyProject, 'title' | 'applyState'> }) {
  const state = project.applyState === 'notOpen' || project.applyState === 'closed' || project.applyState === 'suspended' ? project.applyState : 'closed';
  return (
    <div className="error-state apply-not-taking" role="alert" data-testid="apply-not-taking" data-state={state}>
      <p>
        <strong>{project.title}</strong>
      </p>
      <p>{m[state]}</p>
      <p>
        <Link to={routePath('recruits') ?? '/recruits'}>{m.toPostings}</Link>
      </p>
    </div>
  );
}
