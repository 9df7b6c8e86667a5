import { formMessages as M } from '../../messages/form.ts';
import { DEFAULT_NUMBER_MAX_LENGTH, MAX_INPUT_LENGTH, matches, maxLength, minValue, scalar } from '../checks.ts';
import type { FieldFamily } from './field-builder.ts';

export const MAX_RANK_RATIO = 30;

/** Rank ratio in percent, to 1 decimal place (5 'Ratio'). */
export function rankRatio(rank: number, participants: number): number {
  return Math.round((rank / participants) * 1000) / 10;
}

/** Fields posting several fixed keys: address (post_code, {field}, {field}_detail) and ratio (ip_creator, ip_ranking). */
export const compositeFields: FieldFamily<'address' | 'ratio'> = {
  address: ({ c, item, required }) => {
    const f = item.input_type.field;
    c.shape.post_code = scalar(required, [maxLength(MAX_INPUT_LENGTH)]);
    c.shape[f] = scalar(required, [maxLength(MAX_INPUT_LENGTH)]);
    c.shape[`${f}_detail`] = scalar(false, [maxLength(MAX_INPUT_LENGTH)]);
  },
  // 5 'Ratio': the rank within the participants, at most 30 %.
  ratio: ({ c, required }) => {
    const count = [matches(/^\d+$/, M.engine.invalidNumber), maxLength(DEFAULT_NUMBER_MAX_LENGTH), minValue(0)];
    c.shape.ip_creator = scalar(required, count);
    c.shape.ip_ranking = scalar(required, count);
    c.cross.push((obj, rctx) => {
      if (typeof obj.ip_creator !== 'string' || typeof obj.ip_ranking !== 'string') return;
      const participants = Number(obj.ip_creator);
      const rank = Number(obj.ip_ranking);
      if (rank > participants) rctx.addIssue({ code: 'custom', path: ['ip_ranking'], message: M.rankOverParticipants });
      else if (participants > 0 && rankRatio(rank, participants) > MAX_RANK_RATIO) rctx.addIssue({ code: 'custom', path: ['ip_ranking'], message: M.ratioOver30 });
    });
  },
};
