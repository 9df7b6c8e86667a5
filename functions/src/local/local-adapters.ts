import { localIdentityProvider } from '../adapters/identity/local-identity-provider.ts';
import { localLanguageScoreProvider } from '../adapters/language-score/local-language-score-provider.ts';
import { localQualificationCheck } from '../adapters/qualification/local-qualification-check.ts';
import { installClock, installLocalProviders } from '../wiring/process-wiring.ts';
import type { ProviderAdapters } from '../wiring/provider-adapters.ts';
import { applyLocalEnvironment, simulatorSecret } from './local-defaults.ts';
import { localClock } from './local-clock.ts';

/** The simulators behind IDENTITY_PROVIDER, LANGUAGE_SCORE_PROVIDER and QUALIFICATION_PROVIDER = 'local'. */
export const localAdapters: ProviderAdapters = {
  identity: (c) => localIdentityProvider({ secret: simulatorSecret(c), simulatorUrl: c.IDENTITY_SIMULATOR_URL }),
  languageScores: (c) => localLanguageScoreProvider({ secret: simulatorSecret(c), simulatorUrl: c.LANGUAGE_SCORE_SIMULATOR_URL }),
  qualification: (c) => localQualificationCheck(c.QUALIFICATION_ACCOUNTS),
};

/**
 * Makes this process the local runtime: the local settings (functions/src/local/local-defaults.ts) where nothing
 * is set, and the simulators and the clock (PORTAL_TEST_NOW, local-clock.ts) passed into the wiring. Only the local
 * runner and test support call this, so a Lambda bundle holds neither.
 */
export function useLocalRuntime(): void {
  applyLocalEnvironment();
  installLocalProviders(localAdapters);
  installClock(localClock());
}
