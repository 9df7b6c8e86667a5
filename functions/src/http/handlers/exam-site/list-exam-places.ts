import { listExamPlaces } from '../../../domain/exam-site/list-exam-places.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListExamPlaces } from '@portal/shared/api/form';

export const handler = defineHandler(ListExamPlaces, {
  run: (ctx, { params, caller }) => listExamPlaces(ctx, { detailId: params.detailId }, caller),
});
