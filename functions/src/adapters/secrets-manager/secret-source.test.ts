import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecret, fixedSecrets, keptSecret, powertoolsSecrets, type SecretSource } from './secret-source.ts';

/** A stand-in that speaks Secrets Manager's wire protocol: the current value of each id, a previous one for 'rotated'. */
const values: Record<string, string> = { pepper: 'the-first-pepper-value', rotated: 'the-new-value' };
let asked: { SecretId: string; VersionStage?: string }[] = [];
let failing = false;
const server = createServer((req, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c.toString('utf8')));
  req.on('end', () => {
    const body = JSON.parse(text) as { SecretId: string; VersionStage?: string };
    asked.push(body);
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    if (failing) {
      res.statusCode = 500;
      return res.end(JSON.stringify({ __type: 'InternalServiceError', message: 'down' }));
    }
    const value = body.VersionStage === 'AWSPREVIOUS' ? (body.SecretId === 'rotated' ? 'the-old-value' : undefined) : values[body.SecretId];
    if (value === undefined) {
      res.statusCode = 400;
      return res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." }));
    }
    res.end(JSON.stringify({ ARN: body.SecretId, SecretString: value, VersionStages: [body.VersionStage ?? 'AWSCURRENT'] }));
  });
});
let source: SecretSource;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  source = powertoolsSecrets({ AWS_REGION: 'ap-northeast-2', SECRETS_MANAGER_ENDPOINT: `http://127.0.0.1:${(server.address() as { port: number }).port}` });
});
afterAll(() => new Promise((r) => server.close(r)));

describe('secrets through Powertools, against a stand-in of Secrets Manager', () => {
  it('reads a secret once and keeps it for its max age; a version stage is read past the cache and never stored in it', async () => {
    asked = [];
    expect(await source.get('rotated', { maxAgeSeconds: 300 })).toBe('the-new-value');
    expect(await source.get('rotated', { maxAgeSeconds: 300 })).toBe('the-new-value');
    expect(await source.get('rotated', { stage: 'AWSPREVIOUS' })).toBe('the-old-value');
    expect(await source.get('rotated', { maxAgeSeconds: 300 })).toBe('the-new-value');
    expect(asked).toEqual([
      { SecretId: 'rotated', VersionStage: 'AWSCURRENT' },
      { SecretId: 'rotated', VersionStage: 'AWSPREVIOUS' },
    ]);
    // Never rotated: no previous value.
    expect(await source.get('pepper', { stage: 'AWSPREVIOUS' })).toBeUndefined();
  });

  it('keeps the pepper at hand: read on the first request, again once old (a rotated value taken without a redeploy), its copy kept while the store fails', async () => {
    let now = 0;
    const pepper = keptSecret(source, 'pepper', { maxAgeSeconds: 0.001, now: () => now, name: 'pepper' });
    expect(() => pepper.value()).toThrow(/not read yet/);
    await pepper.refresh();
    expect(pepper.value()).toBe('the-first-pepper-value');
    values.pepper = 'the-rotated-pepper-value';
    now = 10;
    await new Promise((r) => setTimeout(r, 5));
    await pepper.refresh();
    expect(pepper.value()).toBe('the-rotated-pepper-value');
    failing = true;
    now = 20;
    await new Promise((r) => setTimeout(r, 5));
    await pepper.refresh();
    expect(pepper.value()).toBe('the-rotated-pepper-value');
    failing = false;
  });

  it('fails a container that never read the secret (its requests answer 503), and one whose secret has no value', async () => {
    failing = true;
    await expect(keptSecret(source, 'pepper').refresh()).rejects.toThrow();
    failing = false;
    await expect(keptSecret(source, 'missing').refresh()).rejects.toThrow();
  });
});

describe('the local runtime’s values behind the same port', () => {
  it('answers its own values, no previous one, and a fixed secret from the start', async () => {
    const local = fixedSecrets({ 'local/pepper': 'v' });
    expect(await local.get('local/pepper')).toBe('v');
    expect(await local.get('local/pepper', { stage: 'AWSPREVIOUS' })).toBeUndefined();
    expect(fixedSecret('x').value()).toBe('x');
  });
});
