import { UpsertProject } from '@portal/shared/api/integration-config';
import { upsertProject } from '../../../domain/integration/upsert-project.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(UpsertProject, { run: (ctx, { params, body }) => upsertProject(ctx, params.projectId, body) });
