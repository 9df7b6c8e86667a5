import { noLanguageScoreProvider } from '../adapters/language-score/no-language-score-provider.ts';
import { unconfiguredIdentityProvider } from '../adapters/identity/unconfigured-identity-provider.ts';
import { unconfiguredQualificationCheck } from '../adapters/qualification/unconfigured-qualification-check.ts';
import type { Config } from '../config.ts';
import type { IdentityProvider, LanguageScoreProvider, QualificationCheck } from '../domain/ports.ts';

/** How one provider setting builds its adapter from the configuration. */
export interface ProviderAdapters {
  identity(c: Config): IdentityProvider;
  languageScores(c: Config): LanguageScoreProvider;
  qualification(c: Config): QualificationCheck;
}
export type ProviderKind = keyof ProviderAdapters;

/** 'none': what a stage gets until a real provider's adapter is added here. */
const unconfigured: ProviderAdapters = {
  identity: () => unconfiguredIdentityProvider,
  languageScores: () => noLanguageScoreProvider,
  qualification: () => unconfiguredQualificationCheck,
};
const setting = { identity: 'IDENTITY_PROVIDER', languageScores: 'LANGUAGE_SCORE_PROVIDER', qualification: 'QUALIFICATION_PROVIDER' } as const;

/**
 * The adapter the configuration names. 'local' is a simulator that only the local runtime passes in
 * (functions/src/local/local-adapters.ts): Lambda code never imports one, and config() refuses 'local' on a
 * deployed stage, so a deployed bundle can neither fall back to a simulator nor to its demo accounts.
 */
export function providerAdapter<K extends ProviderKind>(kind: K, c: Config, local: ProviderAdapters | undefined): ReturnType<ProviderAdapters[K]> {
  const name = c[setting[kind]];
  if (name === 'none') return unconfigured[kind](c) as ReturnType<ProviderAdapters[K]>;
  if (!local) throw new Error(`${setting[kind]}=local: the local simulator exists only in the local runtime`);
  return local[kind](c) as ReturnType<ProviderAdapters[K]>;
}
