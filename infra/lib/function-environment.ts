import { envNames } from '../../functions/src/config.ts';

/**
 * Keys of functions/src/config.ts `envNames` that are set on AWS. The *Endpoint ones point the
 * SDK clients at local stand-ins and must never be set on Lambda. A new name added to envNames
 * makes this record type incomplete, so `tsc` fails here until the stack provides it.
 */
export type AwsEnvKey = Exclude<keyof typeof envNames, `${string}Endpoint`>;
export type AwsEnvValues = Record<AwsEnvKey, string>;

/** Environment names whose values must not reach Lambda (local-only). */
export const localOnlyEnvNames: readonly string[] = (Object.keys(envNames) as (keyof typeof envNames)[])
  .filter((k) => k.endsWith('Endpoint'))
  .map((k) => envNames[k]);

/** Maps the stack's values onto the variable names the functions read. */
export function functionEnvironment(values: AwsEnvValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(values) as AwsEnvKey[]) out[envNames[key]] = values[key];
  return out;
}
