import { authStepEndpoints } from './auth-step.ts';
import type { Endpoint } from './contract.ts';
import { findApplicationEndpoints } from './find-application.ts';
import { formEndpoints } from './form.ts';
import { handoffEndpoints } from './handoff.ts';
import { integrationEndpoints } from './integration.ts';
import { integrationConfigEndpoints } from './integration-config.ts';
import { publicSiteEndpoints } from './public-site.ts';
import { qnaEndpoints } from './qna.ts';
import { stepsEndpoints } from './steps.ts';
import { submissionEndpoints } from './submission.ts';

/** Every endpoint of the API, by area. The route table binds each to its handler (functions/src/http/routes.ts). */
export const endpoints = {
  publicSite: publicSiteEndpoints,
  authStep: authStepEndpoints,
  form: formEndpoints,
  submission: submissionEndpoints,
  findApplication: findApplicationEndpoints,
  qna: qnaEndpoints,
  steps: stepsEndpoints,
  integration: integrationEndpoints,
  integrationConfig: integrationConfigEndpoints,
  handoff: handoffEndpoints,
} as const;

type Of<T extends readonly Endpoint[]> = { [E in T[number] as E['id']]: E };
type All = Of<typeof publicSiteEndpoints> & Of<typeof authStepEndpoints> & Of<typeof formEndpoints> & Of<typeof submissionEndpoints> & Of<typeof findApplicationEndpoints> & Of<typeof qnaEndpoints> & Of<typeof stepsEndpoints> & Of<typeof integrationEndpoints> & Of<typeof integrationConfigEndpoints> & Of<typeof handoffEndpoints>;

export const allEndpoints: readonly Endpoint[] = [...publicSiteEndpoints, ...authStepEndpoints, ...formEndpoints, ...submissionEndpoints, ...findApplicationEndpoints, ...qnaEndpoints, ...stepsEndpoints, ...integrationEndpoints, ...integrationConfigEndpoints, ...handoffEndpoints];

/** The endpoints by id: `api.GetBoard`. */
export const api = Object.fromEntries(allEndpoints.map((e) => [e.id, e])) as All;
