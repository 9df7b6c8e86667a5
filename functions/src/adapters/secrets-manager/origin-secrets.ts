import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { OriginSecrets } from '../../domain/ports.ts';
import { powertoolsSecrets, type SecretSource, type SecretVersionStage } from './secret-source.ts';
import { errorText, log } from '../../domain/log.ts';

/** How long a container trusts its copy of the values before it reads the secret again (rotation: docs/deploy.md). */
export const ORIGIN_SECRET_MAX_AGE_MS = 5 * 60_000;
/**
 * A value the copy does not hold makes the container read the secret again, at most this often: a rotated value is
 * taken as soon as CloudFront sends it, and a stranger's guesses cost one read per container every half minute.
 */
export const ORIGIN_SECRET_MISS_REFRESH_MS = 30_000;

export type { SecretVersionStage };
/** Reads one version stage's value; undefined where the secret has no such version (never rotated). */
export type SecretStageReader = (stage: SecretVersionStage) => Promise<string | undefined>;

const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();

/** Compared as digests: equal lengths for timingSafeEqual, and every known value compared, so no timing tells which. */
function matchesAny(presented: string | undefined, known: readonly Buffer[]): boolean {
  if (!presented) return false;
  const d = digest(presented);
  let hit = false;
  for (const k of known) hit = timingSafeEqual(d, k) || hit;
  return hit;
}

/** Fixed values (the local runtime, whose server plays CloudFront); none refuses every request. */
export function fixedOriginSecrets(values: readonly string[]): OriginSecrets {
  const known = values.map(digest);
  return { accepts: async (presented) => matchesAny(presented, known) };
}

export interface OriginSecretCacheOptions {
  maxAgeMs?: number;
  missRefreshMs?: number;
  /** Real elapsed time: the cache's age is not the portal's (test) clock. */
  now?: () => number;
}

/**
 * The current and previous values of the secret, read at cold start and again after ORIGIN_SECRET_MAX_AGE_MS. A
 * container that cannot read the secret at all throws (the request is answered 503: nothing is let through unchecked);
 * one that read it before keeps its copy while Secrets Manager fails, and says so in its log.
 */
export function cachedOriginSecrets(read: SecretStageReader, options: OriginSecretCacheOptions = {}): OriginSecrets {
  const maxAgeMs = options.maxAgeMs ?? ORIGIN_SECRET_MAX_AGE_MS;
  const missRefreshMs = options.missRefreshMs ?? ORIGIN_SECRET_MISS_REFRESH_MS;
  const now = options.now ?? Date.now;
  let known: Buffer[] | undefined;
  let readAt = 0;
  let reading: Promise<void> | undefined;
  const load = () =>
    (reading ??= (async () => {
      const [current, previous] = await Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS')]);
      if (!current) throw new Error('the origin secret has no current value');
      known = [current, ...(previous ? [previous] : [])].map(digest);
      readAt = now();
    })().finally(() => {
      reading = undefined;
    }));
  const keepStale = (e: unknown) => {
    readAt = now();
    log.warn('origin secret not read again; the copy read before is kept', { error: errorText(e) });
  };
  return {
    async accepts(presented) {
      if (!known) await load();
      else if (now() - readAt > maxAgeMs) await load().catch(keepStale);
      if (matchesAny(presented, known!)) return true;
      // An absent header is a caller that never went through CloudFront: no reason to read again.
      if (!presented || now() - readAt <= missRefreshMs) return false;
      await load().catch(keepStale);
      return matchesAny(presented, known!);
    },
  };
}

/** Each version stage of one secret, read past every cache (the copy above keeps its own time). */
export const stageReader =
  (source: SecretSource, secretId: string): SecretStageReader =>
  (stage) =>
    source.get(secretId, { stage, maxAgeSeconds: 0 });

/** Secrets Manager's reader of one secret through Powertools (secret-source.ts); `endpoint`: a stand-in's (tests). */
export function secretsManagerStageReader(c: Pick<Config, 'AWS_REGION'>, secretId: string, options: { endpoint?: string } = {}): SecretStageReader {
  return stageReader(powertoolsSecrets({ AWS_REGION: c.AWS_REGION, SECRETS_MANAGER_ENDPOINT: options.endpoint }), secretId);
}
