import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CheckApplicantById } from '@portal/shared/api/find-application';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { handoffMessages as m } from '@portal/shared/messages/handoff';
import { applicantKeys } from '../../../api/view-applicant.ts';
import { call, errorMessage, plainCall } from '../../../lib/api-client.ts';
import { array, int, obj, reading, str } from '../../../lib/plain-readers.ts';
import { session } from '../../../lib/session.ts';
import { HandoffLoginError, logInOnce } from '../api/handoff-login.ts';
import { planHandoff, type HandoffDestination, type HandoffPlan } from '../lib/handoff-destination.ts';

/** What a handoff came to: the place to go, or the message to show (with a retry when trying again can help). */
export type HandoffOutcome = { status: 'done'; destination: HandoffDestination } | { status: 'failed'; message: string; retry: boolean };
export type HandoffState = { status: 'working' } | Extract<HandoffOutcome, { status: 'failed' }>;

type ReadyPlan = Extract<HandoffPlan, { ok: true }>;

/**
 * GET project/{id}, read without zod as the apply step reads it (the contract is `plain`): only what the handoff stores,
 * the project's id and title and its tasks' ids and names. Reading the project schema here would move shared code out
 * of the consent step's chunk and over its budget (docs/web-performance.md).
 */
const readHandoffProject = reading((body) => {
  const o = obj(body);
  const tasks = array(o.tasks, (t) => {
    const x = obj(t);
    return { id: int(x, 'id'), name: str(x, 'name') };
  });
  return { id: int(o, 'id'), title: str(o, 'title'), tasks };
});

/** Drops the stored applicant (spec 2.18 step 1): its token and id, and the cached read of it. */
async function clearApplicant(queryClient: QueryClient): Promise<void> {
  session.setApplicantToken(null);
  session.setApplicantId(null);
  // The shell's session sync may be reading the old applicant; it must not store its token again.
  await queryClient.cancelQueries({ queryKey: applicantKeys.all });
  queryClient.removeQueries({ queryKey: applicantKeys.all });
}

/**
 * Spec 2.18 steps 1 and 2: the stored applicant dropped, the link's login, the staff session stored. Undefined when the
 * session is stored, else why not. Also the way a result route's adminToken becomes a staff session.
 */
export async function logInStaff(auth: string, queryClient: QueryClient): Promise<Extract<HandoffOutcome, { status: 'failed' }> | undefined> {
  await clearApplicant(queryClient);
  let login;
  try {
    login = await logInOnce(auth);
  } catch (e) {
    // Spec: without an access token 'no permission' is logged and nothing else happens (no storing, no move).
    console.warn('[handoff] no permission', e instanceof HandoffLoginError ? e.status : e);
    if (e instanceof HandoffLoginError) return { status: 'failed', message: e.message, retry: e.kind === 'unavailable' };
    return { status: 'failed', message: errorMessage(e), retry: true };
  }
  session.setAccessToken(login.access_token);
  session.setWorkspace(login.workspace);
  session.setCompany(login.company);
  session.setFileDomain(login.fileDomain);
  return undefined;
}

/** Spec 2.18 steps 1 to 3: the login, the staff session stored, then the project, task and applicant of the query. */
async function runHandoff(auth: string, plan: ReadyPlan, queryClient: QueryClient): Promise<HandoffOutcome> {
  const refused = await logInStaff(auth, queryClient);
  if (refused) return refused;

  // From here on the API client addresses /api/admin/ (request-init.ts apiBase: the access token is stored).
  const { values } = plan;
  try {
    if (values.projectId !== undefined) {
      const project = await plainCall(plainRoutes.GetProject, { params: { id: values.projectId } }, readHandoffProject);
      session.setProject(project);
      if (values.taskId !== undefined) {
        const task = project.tasks.find((t) => t.id === values.taskId);
        if (!task) return { status: 'failed', message: m.taskNotInProject, retry: false };
        session.setTask({ id: task.id, project_id: project.id, name: task.name });
      }
    }
    if (values.applicantId !== undefined) {
      const history = await call(CheckApplicantById, { body: { check_id: values.applicantId } });
      if (history.applicant.token) {
        session.setApplicantToken(history.applicant.token);
        session.setApplicantId(history.applicant.id);
      }
    }
  } catch (e) {
    return { status: 'failed', message: errorMessage(e), retry: true };
  }
  return { status: 'done', destination: plan.destination };
}

/**
 * One run per link and page load, shared by React's development double effects (the login is single use, and the
 * check by applicantId issues a token and writes an audit record). A failed run is forgotten when it is retried.
 */
const runs = new Map<string, Promise<HandoffOutcome>>();

function runOnce(auth: string, plan: ReadyPlan, queryClient: QueryClient): Promise<HandoffOutcome> {
  let run = runs.get(auth);
  if (!run) {
    run = runHandoff(auth, plan, queryClient).catch((e: unknown): HandoffOutcome => ({ status: 'failed', message: errorMessage(e), retry: true }));
    runs.set(auth, run);
  }
  return run;
}

/** Tests only: forgets the runs of this page load. */
export function forgetHandoffRuns(): void {
  runs.clear();
}

/** A link whose type or required values are not there: nothing is sent, so the link stays unused. */
const badAddress: HandoffState = { status: 'failed', message: m.page.badAddress, retry: false };

/**
 * /move/:auth/:type (spec part 2, 2.18): runs the handoff once and then replaces the location with its destination, so
 * that Back does not return to the spent link. Answers the page's state and a retry for failures that allow one.
 */
export function useHandoff(auth: string, type: string, search: string): { state: HandoffState; retry: () => void } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plan = useMemo(() => planHandoff(type, search), [type, search]);
  const [state, setState] = useState<HandoffState>({ status: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!plan.ok) return;
    let live = true;
    void runOnce(auth, plan, queryClient).then((outcome) => {
      if (!live) return;
      if (outcome.status === 'done') navigate(outcome.destination.path, { replace: true, ...(outcome.destination.state ? { state: outcome.destination.state } : {}) });
      else setState(outcome);
    });
    return () => {
      live = false;
    };
  }, [auth, plan, queryClient, navigate, attempt]);

  const retry = useCallback(() => {
    runs.delete(auth);
    setState({ status: 'working' });
    setAttempt((n) => n + 1);
  }, [auth]);

  return { state: plan.ok ? state : badAddress, retry };
}
