import { ListDestructionRecords } from '@portal/shared/api/integration';
import { listDestructionRecords } from '../../../domain/retention/list-destruction-records.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(ListDestructionRecords, { run: (ctx) => listDestructionRecords(ctx) });
