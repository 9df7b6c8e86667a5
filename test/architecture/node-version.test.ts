import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Runtime } from 'aws-cdk-lib/aws-lambda';

const root = path.join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };
const portalFunction = readFileSync(path.join(root, 'infra', 'lib', 'constructs', 'portal-function.ts'), 'utf8');

/** The suites run on the Node major the functions deploy on (issue 47 item 6): the `node` package, whatever the system has. */
describe('Node 22 everywhere', () => {
  const lambdaMajor = Number(/runtime: Runtime\.NODEJS_(\d+)_X/.exec(portalFunction)?.[1]);

  it('runs this suite on the Lambda runtime’s major, from the pinned node package', () => {
    expect(lambdaMajor).toBe(22);
    expect(Runtime.NODEJS_22_X.name).toBe('nodejs22.x');
    expect(Number(process.versions.node.split('.')[0])).toBe(lambdaMajor);
    expect(process.versions.node).toBe(pkg.devDependencies.node);
  });

  it('says so in engines', () => {
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${lambdaMajor}\\.`));
  });
});
