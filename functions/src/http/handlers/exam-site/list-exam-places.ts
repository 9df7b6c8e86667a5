import { listExamPlaces } from '../../../domain/exam-site/list-exam-places.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListExamPlaces, {
  run: (ctx, { params, caller }) => listExamPlaces(ctx, { detailId: params.detailId }, caller),
});
