import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_CODE_CONTEXT } from './constructs/portal-function.ts';
import { PortalStack } from './portal-stack.ts';
import { readStageFile, resolveStage, stageNames, type StageFile } from './stages.ts';

/**
 * A stage is its file (infra/stages/<name>.json) and nothing else: two stages whose files differ only in their values
 * synthesise to templates that differ only in those values, and no secret's value reaches a template.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-stage-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const stageFile = (name: string, values: Partial<StageFile> = {}): StageFile => ({
  region: 'ap-northeast-2',
  baseDomains: [`${name}.example.org`, `careers-${name}.example.net`],
  certificateArn: `arn:aws:acm:us-east-1:123456789012:certificate/${name === 'stageblue' ? '11111111-aaaa' : '22222222-bbbb'}`,
  webAclArn: `arn:aws:wafv2:us-east-1:123456789012:global/webacl/${name}-acl/${name === 'stageblue' ? 'a1b2c3' : 'd4e5f6'}`,
  alarmEmail: `oncall@${name}.example.org`,
  senderEmail: `no-reply@${name}.example.org`,
  sendRates: { mailPerSecond: 14, smsPerSecond: 20 },
  smsSpendAlarmUsd: 100,
  pepperSecretName: `portal/${name}/pepper-secret`,
  removalPolicy: 'retain',
  logRetentionDays: 90,
  capacity: { deadlineReady: false },
  ...values,
});

/** Every template of a synthesised stage (the stack's and its API areas'), as JSON text. */
function synthesise(name: string, dir: string): string[] {
  const app = new App({ outdir: path.join(scratch, `cdk.out-${name}`), context: { [INLINE_CODE_CONTEXT]: 'true' } });
  // One stack id for both: CDK hashes construct paths (which start with the stack's id) into logical ids.
  // A retained stage needs its account (assertRetainedStageReady): the CLI's, here a fixed one for both.
  const config = resolveStage(name, (k) => (k === 'account' ? '123456789012' : undefined), dir);
  const stack = new PortalStack(app, 'Portal-compared', { config, webDist: path.join(scratch, 'no-web-build') });
  return [stack, ...stack.api.areas].map((s) => JSON.stringify(Template.fromStack(s).toJSON()));
}

/** The template with each value of the stage file written as its field's name (longest values first). */
function withoutValues(text: string, name: string, file: StageFile): string {
  const values: [string, string][] = [];
  for (const [key, v] of Object.entries(file)) for (const [i, item] of (Array.isArray(v) ? v : [v]).entries()) if (typeof item === 'string') values.push([item, `<${key}${Array.isArray(v) ? i : ''}>`]);
  values.push([name, '<stage>']);
  values.sort((a, b) => b[0].length - a[0].length);
  // A construct named after a value (an alarm e-mail's subscription) has it in its logical id, letters and digits only,
  // with a hash of its path.
  const ids = values.reduce((t, [value, label]) => t.replace(new RegExp(`${value.replace(/[^A-Za-z0-9]/g, '')}[0-9A-F]{8}`, 'g'), `${label}-id`), text);
  const replaced = values.reduce((t, [value, label]) => t.split(value).join(label), ids);
  // The nested templates' asset names hash their content, which the comparison covers template by template.
  // So do the functions' published versions (their logical ids hash the function's configuration, values included).
  return replaced.replace(/\/[0-9a-f]{64}\.json/g, '/<nested-template>.json').replace(/CurrentVersion[0-9A-F]{8}[0-9a-f]{32}/g, 'CurrentVersion<hash>');
}

describe('stage files', () => {
  it('has a valid file for every stage, each naming its own pepper secret', () => {
    const names = stageNames();
    expect(names).toEqual(expect.arrayContaining(['dev', 'prod']));
    for (const name of names) {
      const cfg = resolveStage(name);
      expect(cfg.stage).toBe(name);
      expect(cfg.pepperSecretName).toContain(name);
    }
    // Applicants' data stays in Seoul unless a stage file says otherwise.
    expect(resolveStage('prod').region).toBe('ap-northeast-2');
  });

  it('refuses a file with an unknown field or a malformed value, naming the file', () => {
    const dir = mkdtempSync(path.join(scratch, 'bad-'));
    writeFileSync(path.join(dir, 'typo.json'), JSON.stringify({ ...stageFile('typo'), senderEmial: 'x@y.z' }));
    writeFileSync(path.join(dir, 'retention.json'), JSON.stringify(stageFile('retention', { logRetentionDays: 8 })));
    const { region: _region, ...regionless } = stageFile('regionless');
    writeFileSync(path.join(dir, 'regionless.json'), JSON.stringify(regionless));
    writeFileSync(path.join(dir, 'badregion.json'), JSON.stringify(stageFile('badregion', { region: 'seoul' })));
    expect(() => readStageFile('typo', dir)).toThrow(/typo\.json[\s\S]*senderEmial/);
    // A file from before tenant domains were files of their own: refused, so no host silently stops being served.
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify({ ...stageFile('old'), tenantDomains: ['recruit.acme.example'] }));
    expect(() => readStageFile('old', dir)).toThrow(/old\.json[\s\S]*tenantDomains/);
    expect(() => readStageFile('regionless', dir)).toThrow(/regionless\.json[\s\S]*region/);
    expect(() => readStageFile('badregion', dir)).toThrow(/badregion\.json[\s\S]*AWS region/);
    expect(() => readStageFile('retention', dir)).toThrow(/retention\.json[\s\S]*logRetentionDays/);
    expect(() => resolveStage('nope', () => undefined, dir)).toThrow(/Unknown stage 'nope'/);
  });

  it('synthesises two stages whose files differ only in their values into templates that differ only in those values', () => {
    const dir = mkdtempSync(path.join(scratch, 'pair-'));
    const blue = stageFile('stageblue');
    const green = stageFile('stagegreen');
    writeFileSync(path.join(dir, 'stageblue.json'), JSON.stringify(blue));
    writeFileSync(path.join(dir, 'stagegreen.json'), JSON.stringify(green));
    const [b, g] = [synthesise('stageblue', dir), synthesise('stagegreen', dir)];
    // Each value does reach the templates (so the comparison below is not trivially true)...
    for (const [file, texts] of [[blue, b], [green, g]] as const) {
      const all = texts.join('\n');
      for (const value of [file.certificateArn!, file.webAclArn!, file.senderEmail, file.alarmEmail!, file.baseDomains[1]!, file.pepperSecretName]) expect(all, value).toContain(value);
    }
    // ...and once written as their fields' names, the two stages are the same templates.
    const [nb, ng] = [b.map((t) => withoutValues(t, 'stageblue', blue)), g.map((t) => withoutValues(t, 'stagegreen', green))];
    const differences = nb.flatMap((t, i) => {
      const other = ng[i]!;
      let at = 0;
      while (at < t.length && t[at] === other[at]) at++;
      return at === t.length && at === other.length ? [] : [`template ${i}: …${t.slice(at - 120, at + 120)}… vs …${other.slice(at - 120, at + 120)}…`];
    });
    expect(differences).toEqual([]);
  }, 120_000);
});
