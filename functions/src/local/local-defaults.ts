/**
 * The local runtime's settings: the demo pepper, the simulators and the demo qualification account.
 * Only the local runner (boot-local, test support) imports this module, so none of these values can
 * reach a Lambda bundle; infra/lib/bundle-secrets.test.ts reads every bundle for localSecretStrings.
 */

/** Pepper of the keyed hashes on a developer machine (never a deployed stage's). */
export const LOCAL_SECRET_PEPPER = 'local-development-pepper-change-me';

/** The local SENS stand-in's secret key (never a deployed stage's). */
export const LOCAL_SENS_SECRET_KEY = 'local-sens-secret-key-change-me';

/** The sender numbers registered with the local SENS stand-in's SMS project (발신번호 사전등록): the local SMS_SENDER_NUMBER. */
export const LOCAL_SENS_SENDER_NUMBERS: readonly string[] = ['0212345678'];

/** The value the local server, playing CloudFront, puts in the origin header of every API request (never a deployed stage's). */
export const LOCAL_ORIGIN_SECRET = 'local-origin-secret-of-the-local-cloudfront';

/** The demo account the local qualification check accepts (README, docs/identity-provider.md). */
export const LOCAL_QUALIFICATION_ACCOUNTS: readonly { projectId?: number; id: string; password: string }[] = [{ id: 'qualified', password: 'qualified1!' }];

/** Environment the local runner sets before the first config() read; values already set win. */
export const localEnvironment: Readonly<Record<string, string>> = {
  STAGE: 'local',
  SECRET_PEPPER: LOCAL_SECRET_PEPPER,
  ORIGIN_SECRET: LOCAL_ORIGIN_SECRET,
  IDENTITY_PROVIDER: 'local',
  LANGUAGE_SCORE_PROVIDER: 'local',
  QUALIFICATION_PROVIDER: 'local',
  QUALIFICATION_ACCOUNTS: JSON.stringify(LOCAL_QUALIFICATION_ACCOUNTS),
  // The local SES and SMS stand-ins take any rate, so the stream sends a burst at once; suites that test the pacing set
  // the provider's own.
  MAIL_SENDS_PER_SECOND: '1000',
  SMS_SENDS_PER_SECOND: '1000',
  // Every answer checked against its contract, so a drift fails the suites and shows while trying the demo.
  CHECK_RESPONSES: 'true',
  // KakaoTalk 알림톡 through the local SENS stand-in (/dev/sens; its endpoint is set where the server's port is known).
  ALIMTALK_SERVICE_ID: 'ncp:kkobizmsg:kr:local:portal',
  ALIMTALK_ACCESS_KEY: 'local-sens-access-key',
  ALIMTALK_SECRET_KEY: LOCAL_SENS_SECRET_KEY,
  SMS_SENDER_NUMBER: LOCAL_SENS_SENDER_NUMBERS[0]!,
  // SENS_SMS_SERVICE_ID stays unset: texts go through the SNS stand-in (the fault suites drive it); set it to try SENS's SMS API (/dev/sens).
  // CloudWatch's embedded metrics are lines for Lambda's log to carry; locally they would only fill the console.
  POWERTOOLS_METRICS_DISABLED: 'true',
};

/** Strings that must never appear in a deployed bundle: the local pepper and every demo account's password. */
export const localSecretStrings: readonly string[] = [LOCAL_SECRET_PEPPER, 'local-development-pepper', LOCAL_SENS_SECRET_KEY, LOCAL_ORIGIN_SECRET, ...LOCAL_QUALIFICATION_ACCOUNTS.map((a) => a.password)];

/** The demo account ids: never a string literal in a deployed bundle (the bare word may be any identifier). */
export const localAccountIds: readonly string[] = LOCAL_QUALIFICATION_ACCOUNTS.map((a) => a.id);

/** The local simulators' own signing secret: the local runner's pepper (a local value, never a deployed stage's). */
export const simulatorSecret = (c: { SECRET_PEPPER?: string | undefined }): string => c.SECRET_PEPPER ?? LOCAL_SECRET_PEPPER;

/** Fills in the local settings that are not set yet (an explicit variable, e.g. in a test, is kept). */
export function applyLocalEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(localEnvironment)) env[name] ??= value;
}
