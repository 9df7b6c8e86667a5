import type { EtsInitAnswer, EtsInitBody } from '@portal/shared/schemas/language-score';
import { EtsInit } from '@portal/shared/api/form';
import { call } from '../../lib/api-client.ts';

/** POST etsInit (spec 7): the provider's popup url for one row, or no url (apply the choice directly). */
export const etsInit = (body: EtsInitBody): Promise<EtsInitAnswer> => call(EtsInit, { body });
