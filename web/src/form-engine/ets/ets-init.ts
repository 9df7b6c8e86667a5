import { etsInitAnswerSchema, type EtsInitAnswer, type EtsInitBody } from '@portal/shared';
import { request } from '../../lib/api-client.ts';

/** POST etsInit (spec 7): the provider's popup url for one row, or no url (apply the choice directly). */
export const etsInit = (body: EtsInitBody): Promise<EtsInitAnswer> => request('etsInit', { method: 'POST', body, schema: etsInitAnswerSchema });
