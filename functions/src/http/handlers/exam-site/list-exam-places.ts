import { examPlacesParamsSchema } from '@portal/shared';
import { listExamPlaces } from '../../../domain/exam-site/list-exam-places.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: examPlacesParamsSchema,
  run: (ctx, { params }) => listExamPlaces(ctx, { detailId: params.detailId }),
});
