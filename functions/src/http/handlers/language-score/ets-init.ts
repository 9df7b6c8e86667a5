import { initLanguageScore } from '../../../domain/language-score/init-language-score.ts';
import { defineHandler } from '../../define-handler.ts';
import { EtsInit } from '@portal/shared/api/form';

/** POST etsInit (spec 2.13, 7): the language-score popup url, or none. */
export const handler = defineHandler(EtsInit, {
  run: (ctx, { body, caller }) => initLanguageScore(ctx, { languageId: body.languageId, formIndex: body.formIndex, etsId: body.etsId }, caller),
});
