import { SetApplicantHired } from '@portal/shared/api/integration';
import { setApplicantHired } from '../../../domain/retention/set-applicant-hired.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(SetApplicantHired, { run: (ctx, { params, body }) => setApplicantHired(ctx, params, body) });
