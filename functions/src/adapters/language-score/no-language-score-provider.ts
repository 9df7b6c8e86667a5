import type { LanguageScoreProvider } from '../../domain/ports.ts';

/**
 * No provider configured (LANGUAGE_SCORE_PROVIDER=none, a deployed stage until a real adapter exists): no test has a
 * popup, so the picker applies a choice directly (ets_type = etsId), and no row can claim a verified score or grade.
 */
export const noLanguageScoreProvider: LanguageScoreProvider = {
  createRequest: async () => undefined,
  verify: () => false,
};
