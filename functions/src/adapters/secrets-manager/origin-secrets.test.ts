import { describe, expect, it, vi } from 'vitest';
import { cachedOriginSecrets, fixedOriginSecrets, ORIGIN_SECRET_MAX_AGE_MS, ORIGIN_SECRET_MISS_REFRESH_MS, secretsManagerStageReader, type SecretStageReader, type SecretVersionStage } from './origin-secrets.ts';
import { recordLog } from '../../domain/log.ts';

/** A secret as Secrets Manager keeps it: version stages to values, changed by a rotation; every read counted. */
function secret(current: string, previous?: string) {
  const stages: Partial<Record<SecretVersionStage, string>> = { AWSCURRENT: current, ...(previous ? { AWSPREVIOUS: previous } : {}) };
  let failing = false;
  const reads = vi.fn<SecretStageReader>(async (stage) => {
    if (failing) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    return stages[stage];
  });
  return {
    reads,
    rotate(next: string) {
      stages.AWSPREVIOUS = stages.AWSCURRENT;
      stages.AWSCURRENT = next;
    },
    fail(on: boolean) {
      failing = on;
    },
  };
}

describe('the origin secret as a container keeps it', () => {
  it('accepts the current and the previous value, and nothing else (an absent header included)', async () => {
    const s = secret('current-value', 'previous-value');
    const check = cachedOriginSecrets(s.reads, { now: () => 0 });
    expect(await check.accepts('current-value')).toBe(true);
    expect(await check.accepts('previous-value')).toBe(true);
    expect(await check.accepts('current-valu')).toBe(false);
    expect(await check.accepts('')).toBe(false);
    expect(await check.accepts(undefined)).toBe(false);
  });

  it('reads the secret once at cold start, then only after its copy is old or a value it does not hold arrives', async () => {
    const s = secret('one');
    let now = 1_000;
    const check = cachedOriginSecrets(s.reads, { now: () => now });
    await Promise.all([check.accepts('one'), check.accepts('one'), check.accepts('one')]);
    expect(s.reads).toHaveBeenCalledTimes(2); // AWSCURRENT and AWSPREVIOUS, once for the three requests
    // A rotation: CloudFront sends the new value; the container reads again at once (not more than every half minute).
    s.rotate('two');
    now += ORIGIN_SECRET_MISS_REFRESH_MS - 1;
    expect(await check.accepts('two')).toBe(false);
    expect(s.reads).toHaveBeenCalledTimes(2);
    now += 2;
    expect(await check.accepts('two')).toBe(true);
    expect(await check.accepts('one')).toBe(true); // the previous value, still sent by edges not yet updated
    expect(s.reads).toHaveBeenCalledTimes(4);
    // A caller without the header never makes it read.
    now += ORIGIN_SECRET_MISS_REFRESH_MS + 1;
    expect(await check.accepts(undefined)).toBe(false);
    expect(s.reads).toHaveBeenCalledTimes(4);
    // Past the copy's age, the next request reads again.
    now += ORIGIN_SECRET_MAX_AGE_MS;
    expect(await check.accepts('two')).toBe(true);
    expect(s.reads).toHaveBeenCalledTimes(6);
  });

  it('throws when it cannot read the secret at all (the request is refused 503), and keeps its copy when a later read fails', async () => {
    const s = secret('value');
    let now = 0;
    const check = cachedOriginSecrets(s.reads, { now: () => now });
    s.fail(true);
    await expect(check.accepts('value')).rejects.toThrow(/Rate exceeded/);
    s.fail(false);
    expect(await check.accepts('value')).toBe(true);
    s.fail(true);
    now += ORIGIN_SECRET_MAX_AGE_MS + 1;
    const logged = recordLog();
    expect(await check.accepts('value')).toBe(true);
    logged.stop();
    expect(logged.lines).toEqual([expect.objectContaining({ level: 'warn', message: expect.stringContaining('origin secret not read again') })]);
  });

  it('refuses everything when the secret has no current value', async () => {
    const check = cachedOriginSecrets(async () => undefined, { now: () => 0 });
    await expect(check.accepts('x')).rejects.toThrow(/no current value/);
  });
});

describe('fixed origin values (the local runtime)', () => {
  it('accepts its values only; none refuses everything', async () => {
    expect(await fixedOriginSecrets(['local-value']).accepts('local-value')).toBe(true);
    expect(await fixedOriginSecrets(['local-value']).accepts('other')).toBe(false);
    expect(await fixedOriginSecrets([]).accepts('local-value')).toBe(false);
    expect(await fixedOriginSecrets([]).accepts(undefined)).toBe(false);
  });
});

describe('the Secrets Manager reader, against a stand-in that speaks its wire protocol', () => {
  it('asks for each version stage of the secret, and reads a stage the secret does not have as none', async () => {
    const { createServer } = await import('node:http');
    const asked: { target: string | undefined; body: { SecretId: string; VersionStage: string } }[] = [];
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        const body = JSON.parse(text) as { SecretId: string; VersionStage: string };
        asked.push({ target: req.headers['x-amz-target'] as string | undefined, body });
        res.setHeader('content-type', 'application/x-amz-json-1.1');
        if (body.VersionStage === 'AWSCURRENT') return res.end(JSON.stringify({ ARN: body.SecretId, SecretString: 'the-current-value', VersionStages: ['AWSCURRENT'] }));
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret value for staging label: AWSPREVIOUS" }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const { port } = server.address() as { port: number };
      const arn = 'arn:aws:secretsmanager:ap-northeast-2:123456789012:secret:portal-origin-AbCdEf';
      const read = secretsManagerStageReader({ AWS_REGION: 'ap-northeast-2' }, arn, { endpoint: `http://127.0.0.1:${port}` });
      const check = cachedOriginSecrets(read, { now: () => 0 });
      expect(await check.accepts('the-current-value')).toBe(true);
      expect(await check.accepts('something-else')).toBe(false);
      expect(asked.map((a) => [a.target, a.body.SecretId, a.body.VersionStage]).sort()).toEqual([
        ['secretsmanager.GetSecretValue', arn, 'AWSCURRENT'],
        ['secretsmanager.GetSecretValue', arn, 'AWSPREVIOUS'],
      ]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
