import * as z from 'zod';
import { completeResultSchema } from '@portal/shared/schemas/submission';

/** The navigation state the submit hands to R1-7: the server's 'Y' answer. */
export const completeStateSchema = z.object({ complete: completeResultSchema.options[0] });
export type CompleteState = z.infer<typeof completeStateSchema>;
