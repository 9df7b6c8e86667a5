import { ExportApplications } from '@portal/shared/api/integration';
import { exportApplications } from '../../../domain/integration/export-applications.ts';
import { defineHandler } from '../../define-handler.ts';
import { exportUnits } from '../../../wiring/optional/export-units.ts';

export const handler = defineHandler(ExportApplications, { adapters: { exportUnits }, run: (ctx, { body }) => exportApplications(ctx, body) });
