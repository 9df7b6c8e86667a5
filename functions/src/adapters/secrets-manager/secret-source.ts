import type { Config } from '../../config.ts';
import { SERVICE_REQUEST_HANDLER } from '../service-failure.ts';
import { errorText, log } from '../../domain/log.ts';

/** Secrets Manager's version stages: the current value and, after a rotation, the one before it. */
export type SecretVersionStage = 'AWSCURRENT' | 'AWSPREVIOUS';

/**
 * Reads a secret by its id (an ARN or a name). On AWS, Secrets Manager through Powertools' parameters utility
 * (`powertoolsSecrets`); in the local runtime, its own values (`fixedSecrets`). No function's environment holds a
 * secret's value on a deployed stage: it holds the id (docs/deploy.md 'Secrets').
 */
export interface SecretSource {
  /**
   * The value of a version stage (default AWSCURRENT), from the source's cache while it is younger than maxAgeSeconds;
   * undefined for a stage the secret does not have (AWSPREVIOUS before its first rotation).
   */
  get(id: string, options?: { maxAgeSeconds?: number; stage?: SecretVersionStage }): Promise<string | undefined>;
}

/** How long a container keeps a secret's value before it reads it again: a rotated value is in use within this. */
export const SECRET_MAX_AGE_SECONDS = 300;

/**
 * Secrets Manager through Powertools' SecretsProvider (cached per container for maxAgeSeconds). Powertools and the SDK
 * client load on the first read, not at module init (the local runtime never loads them). Powertools caches by name
 * only, so a stage other than the current one is read past its cache and never stored in it.
 */
export function powertoolsSecrets(c: Pick<Config, 'AWS_REGION' | 'SECRETS_MANAGER_ENDPOINT'>): SecretSource {
  let provider: Promise<import('@aws-lambda-powertools/parameters/secrets').SecretsProvider> | undefined;
  const load = () =>
    import('@aws-lambda-powertools/parameters/secrets').then(
      ({ SecretsProvider }) =>
        new SecretsProvider({
          clientConfig: {
            region: c.AWS_REGION,
            // The services' timeouts: a hung call fails in 2 s, not at the Lambda's limit.
            requestHandler: SERVICE_REQUEST_HANDLER,
            // A stand-in's endpoint (tests); Lambda uses the region's.
            ...(c.SECRETS_MANAGER_ENDPOINT ? { endpoint: c.SECRETS_MANAGER_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
          },
        }),
    );
  return {
    async get(id, { maxAgeSeconds = SECRET_MAX_AGE_SECONDS, stage = 'AWSCURRENT' } = {}) {
      const secrets = await (provider ??= load().catch((e: unknown) => {
        provider = undefined;
        throw e;
      }));
      const current = stage === 'AWSCURRENT';
      try {
        const sdkOptions = { VersionStage: stage };
        const value = await secrets.get(id, current ? { maxAge: maxAgeSeconds, sdkOptions } : { maxAge: 0, forceFetch: true, sdkOptions });
        return typeof value === 'string' ? value : undefined;
      } catch (e) {
        if (!current && notFound(e)) return undefined;
        throw e;
      }
    },
  };
}

/** Powertools wraps the SDK's error (GetParameterError, the SDK's as its cause). */
function notFound(e: unknown): boolean {
  for (let x: unknown = e; x; x = (x as { cause?: unknown }).cause) if ((x as { name?: string }).name === 'ResourceNotFoundException') return true;
  return false;
}

/** The local runtime's values by id, behind the same port (never a deployed stage's). */
export function fixedSecrets(values: Readonly<Record<string, string>>): SecretSource {
  return { get: async (id, { stage = 'AWSCURRENT' } = {}) => (stage === 'AWSCURRENT' ? values[id] : undefined) };
}

/**
 * A secret every request needs at hand, synchronously (the pepper keys every keyed hash): read on a container's first
 * request (its cold start), again once its copy is older than maxAgeSeconds, so a rotated value is taken without a
 * redeploy. A container that never read it fails (the request answers 503); one that read it before keeps its copy
 * while Secrets Manager fails, says so in its log, and tries again after maxAgeSeconds.
 */
export interface KeptSecret {
  /** The value; throws before the first refresh() has read it. */
  value(): string;
  /** Reads the secret when the copy is missing or old; the entry points await it before any work. */
  refresh(): Promise<void>;
}

export function keptSecret(source: SecretSource, id: string, options: { maxAgeSeconds?: number; now?: () => number; name?: string } = {}): KeptSecret {
  const maxAgeMs = (options.maxAgeSeconds ?? SECRET_MAX_AGE_SECONDS) * 1000;
  const now = options.now ?? Date.now;
  const name = options.name ?? 'secret';
  let known: string | undefined;
  let readAt = 0;
  let reading: Promise<void> | undefined;
  const read = () =>
    (reading ??= (async () => {
      const value = await source.get(id, { maxAgeSeconds: options.maxAgeSeconds ?? SECRET_MAX_AGE_SECONDS });
      if (!value) throw new Error(`the ${name} secret has no current value`);
      known = value;
      readAt = now();
    })().finally(() => {
      reading = undefined;
    }));
  return {
    value() {
      if (known === undefined) throw new Error(`the ${name} secret was not read yet: an entry point awaits refresh() first`);
      return known;
    },
    async refresh() {
      if (known !== undefined && now() - readAt <= maxAgeMs) return;
      if (known === undefined) return read();
      await read().catch((e: unknown) => {
        readAt = now();
        log.warn(`${name} secret not read again; the copy read before is kept`, { error: errorText(e) });
      });
    },
  };
}

/** A value known from the start (the local runtime's pepper). */
export const fixedSecret = (value: string): KeptSecret => ({ value: () => value, refresh: async () => undefined });
