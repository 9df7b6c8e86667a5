import { Link } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import type { ApplyProject } from '../api/get-project.ts';

const m = messages.apply.notTaking;

/** What /project/:id and the consent step show instead of the step, before anything is entered: a chunk of its own, as few applicants see it. */
export default function NotTakingApplications({ project }: { project: Pick<ApplyProject, 'title' | 'applyState'> }) {
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
