import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { bundling } from '../../infra/lib/constructs/portal-function.ts';
import { assembleSdkLayer } from '../../infra/lib/constructs/sdk-layer.ts';
import { functionEnvironment } from '../../infra/lib/function-environment.ts';
import { jobEntry, repoRoot, routeEntry } from '../../infra/lib/paths.ts';
import { consumers, jobs, routes } from '../../functions/src/http/routes.ts';
import { percentile } from './stats.ts';
import { sourceGroup } from './budgets-web.ts';

/**
 * Every route and job Lambda bundled as `cdk synth` bundles it: esbuild with infra's `bundling` options
 * (infra/lib/constructs/portal-function.ts), entries from the route table and paths from infra/lib/paths.ts. One
 * esbuild call with every entry (no code splitting, so each output is the standalone bundle a separate build makes,
 * byte for byte; the shared modules are parsed once), written to a temporary folder as <id>/index.mjs + .map.
 */
export interface LambdaBundle {
  id: string;
  kind: 'route' | 'job';
  entry: string;
  dir: string;
  /** The bundle: <dir>/index.mjs. */
  file: string;
  /** index.mjs, minified: the budget's figure. */
  mjs: number;
  map: number;
  /** The deployed asset: the folder (index.mjs and index.mjs.map) zipped. */
  zip: number;
  /** Bytes in the output per input module (esbuild metafile). */
  inputs: Record<string, number>;
  /** esbuild's import graph of every input of the build (for the shortest import chain to a heavy module). */
  imports: ReadonlyMap<string, readonly string[]>;
  entryInput: string;
}

/** esbuild options exactly as CDK's NodejsFunction turns `bundling` into the esbuild command (aws-lambda-nodejs/lib/bundling.js). */
export function esbuildOptionsOf(b: typeof bundling) {
  const unsupported = (['loader', 'define', 'keepNames', 'tsconfig', 'footer', 'inject', 'nodeModules', 'sourceMapMode', 'sourcesContent', 'esbuildArgs', 'preCompilation', 'metafile', 'commandHooks'] as const).filter(
    (k) => b[k] !== undefined,
  );
  if (unsupported.length) throw new Error(`budgets-lambda: infra's bundling sets ${unsupported.join(', ')}, which this bench does not pass on yet`);
  return {
    bundle: true,
    platform: 'node' as const,
    target: b.target ?? 'node22',
    // Without a format CDK passes none and esbuild's default for platform node is CommonJS.
    format: (b.format ?? 'cjs') as 'esm' | 'cjs',
    minify: b.minify ?? false,
    sourcemap: b.sourceMap ?? false,
    charset: b.charset as 'utf8' | 'ascii' | undefined,
    mainFields: b.mainFields,
    banner: b.banner ? { js: b.banner } : undefined,
    // CDK's default externals when none are given: the SDK the runtime ships, unless bundleAwsSDK.
    external: [...(b.externalModules ?? (b.bundleAwsSDK ? [] : ['@aws-sdk/*']))],
    outExtension: { '.js': b.format === 'esm' ? '.mjs' : '.js' },
  };
}

const deflate = promisify(deflateRaw);

/**
 * A zip's size: each file deflated at zlib's default level (archiver's default) or stored when that is smaller, with
 * its local and central headers (no extra fields) and the end record. Deflated on libuv's threads, in parallel.
 */
export async function zipSize(files: { name: string; data: Uint8Array }[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (f) => 30 + 46 + 2 * Buffer.byteLength(f.name) + Math.min((await deflate(f.data)).length, f.data.length)));
  return sizes.reduce((a, b) => a + b, 22);
}

export interface LambdaBundles {
  bundles: LambdaBundle[];
  buildMs: number;
  metafile: Metafile;
  /** The stack's SDK layer (infra/lib/constructs/sdk-layer.ts) that the bundles import the SDK from. */
  layer: { packages: number; files: number; bytes: number; zip: number };
}

export async function bundleAllLambdas(outDir: string): Promise<LambdaBundles> {
  const defs = [
    ...routes.map((r) => ({ id: r.id, kind: 'route' as const, entry: routeEntry(r.handler) })),
    ...[...jobs, ...consumers].map((j) => ({ id: j.id, kind: 'job' as const, entry: jobEntry(j.handler) })),
  ];
  const entryPoints = Object.fromEntries(defs.map((d) => [`${d.id}/index`, d.entry]));
  const t0 = performance.now();
  const result = await build({ ...esbuildOptionsOf(bundling), entryPoints, outdir: outDir, metafile: true, logLevel: 'error', absWorkingDir: repoRoot });
  const buildMs = performance.now() - t0;
  const ext = bundling.format === 'esm' ? 'mjs' : 'js';
  // Barrel modules that esbuild leaves out of an output (no bytes of their own) still link the chain, so the whole graph.
  const imports = new Map(Object.entries(result.metafile.inputs).map(([k, v]) => [k, v.imports.filter((i) => !i.external).map((i) => i.path)]));
  const bundles = await mapLimit(defs, 4, async (d): Promise<LambdaBundle> => {
    const dir = join(outDir, d.id);
    const out = relative(repoRoot, join(dir, `index.${ext}`)).split('\\').join('/');
    const meta = result.metafile.outputs[out];
    if (!meta) throw new Error(`esbuild wrote no ${out}`);
    const code = readFileSync(join(dir, `index.${ext}`));
    const mapPath = join(dir, `index.${ext}.map`);
    const map = bundling.sourceMap ? readFileSync(mapPath) : undefined;
    const inputs = Object.fromEntries(Object.entries(meta.inputs).map(([k, v]) => [k, v.bytesInOutput]));
    return {
      ...d,
      dir,
      file: join(dir, `index.${ext}`),
      mjs: code.length,
      map: map ? statSync(mapPath).size : 0,
      zip: await zipSize([{ name: `index.${ext}`, data: code }, ...(map ? [{ name: `index.${ext}.map`, data: map }] : [])]),
      inputs,
      imports,
      entryInput: meta.entryPoint!,
    };
  });
  return { bundles, buildMs, metafile: result.metafile, layer: await placeSdkLayer(outDir) };
}

/**
 * Assembles the SDK layer as infra does and links it as outDir/node_modules, so each bundle imports the SDK from the
 * layer's files, as on Lambda (/opt/nodejs/node_modules), when its module init is timed.
 */
async function placeSdkLayer(outDir: string): Promise<LambdaBundles['layer']> {
  const { dir: layerDir, packages } = assembleSdkLayer(join(outDir, 'sdk-layer'));
  const modules = join(layerDir, 'nodejs', 'node_modules');
  symlinkSync(modules, join(outDir, 'node_modules'), 'dir');
  const files = readdirSync(layerDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  const data = files.map((f) => ({ name: relative(layerDir, f), data: readFileSync(f) }));
  return {
    packages: packages.length,
    files: files.length,
    bytes: data.reduce((n, f) => n + f.data.length, 0),
    zip: await zipSize(data),
  };
}

/** fn over the items, at most `limit` at a time, results in order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A bundle's bytes by npm package or source folder, largest first. */
export function bundleGroups(b: LambdaBundle): { group: string; bytes: number }[] {
  const m = new Map<string, number>();
  for (const [input, bytes] of Object.entries(b.inputs)) m.set(sourceGroup(input), (m.get(sourceGroup(input)) ?? 0) + bytes);
  return [...m].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** The shortest import chain from the entry to a module of the group that has bytes in the bundle (breadth first). */
export function importChain(b: LambdaBundle, group: string): string[] | undefined {
  const prev = new Map<string, string | null>([[b.entryInput, null]]);
  const queue = [b.entryInput];
  while (queue.length) {
    const at = queue.shift()!;
    if (at !== b.entryInput && sourceGroup(at) === group && (b.inputs[at] ?? 0) > 0) {
      const chain: string[] = [];
      for (let p: string | null = at; p !== null; p = prev.get(p) ?? null) chain.unshift(p);
      return chain;
    }
    for (const next of b.imports.get(at) ?? [])
      if (!prev.has(next)) {
        prev.set(next, at);
        queue.push(next);
      }
  }
  return undefined;
}

/** An empty handler bundled the same way, the yardstick of module init. */
export function bundleEmptyHandler(outDir: string): Promise<string> {
  return bundleYardstick(outDir, 'EmptyHandler', "export const handler = async () => ({ statusCode: 200, body: '' });\n");
}

/**
 * The floor of any function that reads the table: a handler that only creates the DynamoDB document client (from the
 * SDK layer, as the portal's bundles do) and would send one GetCommand. What a route's init adds beyond it is ours.
 */
export function bundleBareSdkHandler(outDir: string): Promise<string> {
  return bundleYardstick(
    outDir,
    'BareSdkHandler',
    [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
      'const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
      "export const handler = async () => client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'a', sk: 'b' } }));",
      '',
    ].join('\n'),
  );
}

async function bundleYardstick(outDir: string, name: string, source: string): Promise<string> {
  const src = join(outDir, `${name}-src`, `${name}.ts`);
  mkdirSync(join(outDir, `${name}-src`), { recursive: true });
  writeFileSync(src, source);
  await build({ ...esbuildOptionsOf(bundling), entryPoints: { [`${name}/index`]: src }, outdir: outDir, logLevel: 'error', absWorkingDir: repoRoot });
  return join(outDir, name, `index.${bundling.format === 'esm' ? 'mjs' : 'js'}`);
}

export interface InitTiming {
  /** Process start (performance.timeOrigin) → the bundle's module evaluated: the local analogue of Lambda's Init Duration. */
  startToReady: number;
  /** The import() alone. */
  importOnly: number;
  runs: number;
}

/**
 * The environment a deployed function gets (infra/lib/function-environment.ts with bench values), as on a retained
 * stage: no NODE_OPTIONS (PortalFunction sets --enable-source-maps only on the other stages).
 */
const lambdaEnv = () => ({
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'ap-northeast-2',
  NODE_OPTIONS: '',
  ...functionEnvironment({
    tableName: 'portal-bench',
    uploadBucket: 'portal-bench-uploads',
    baseDomains: 'recruit.example',
    senderEmail: 'no-reply@recruit.example',
    mailConfigurationSet: 'portal-bench',
    alimtalkServiceId: '',
    alimtalkAccessKey: '',
    alimtalkSecretKeyId: '',
    smsSenderNumber: '',
    sensSmsServiceId: '',
    mailSendsPerSecond: '14',
    smsSendsPerSecond: '20',
    stage: 'bench',
    // Named only, like the origin secret: init does not read it (the first request does).
    pepperSecretId: 'portal/bench/secret-pepper',
    // Named only: init does not read it (the first request does).
    originSecretId: 'arn:aws:secretsmanager:ap-northeast-2:123456789012:secret:portal/bench/origin-AbCdEf',
    identityProvider: 'none',
    languageScoreProvider: 'none',
    qualificationProvider: 'none',
  }),
});

/** One thing to time: a bundle, and NODE_OPTIONS when it differs from the deployed one. */
export interface InitSubject {
  file: string;
  nodeOptions?: string;
}

function importOnce(subject: InitSubject): Promise<{ startToReady: number; importOnly: number }> {
  const { file } = subject;
  const script = `const t = performance.now(); const m = await import(${JSON.stringify(pathToFileURL(file).href)}); const e = performance.now();
if (typeof m.handler !== 'function') throw new Error('no handler export');
process.stdout.write(JSON.stringify({ startToReady: e, importOnly: e - t }));`;
  const env = { ...lambdaEnv(), ...(subject.nodeOptions !== undefined ? { NODE_OPTIONS: subject.nodeOptions } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`importing ${file} failed (${code}): ${err.slice(0, 500)}`));
      else resolve(JSON.parse(out) as { startToReady: number; importOnly: number });
    });
  });
}

/** Medians of `runs` fresh processes per subject; the subjects take turns, so a busy moment hits each of them alike. */
export async function measureInit(subjects: InitSubject[], runs: number): Promise<InitTiming[]> {
  const samples = subjects.map(() => ({ start: [] as number[], imp: [] as number[] }));
  await importOnce(subjects[0]!); // the first process of a run pays for cold file caches
  for (let r = 0; r < runs; r++)
    for (const [i, subject] of subjects.entries()) {
      const s = await importOnce(subject);
      samples[i]!.start.push(s.startToReady);
      samples[i]!.imp.push(s.importOnly);
    }
  const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  return samples.map((s) => ({ startToReady: median(s.start), importOnly: median(s.imp), runs }));
}

/** The coarse families of a bundle's bytes: the AWS SDK (@aws-sdk, @smithy, @aws, @aws-crypto), zod, our code, the rest. */
export function familyOf(input: string): string {
  const g = sourceGroup(input);
  if (/^@(aws-sdk|smithy|aws|aws-crypto)\//.test(g)) return 'AWS SDK';
  if (g === 'zod') return 'zod';
  if (input.startsWith('functions/src/adapters/reference/')) return 'functions/src/adapters/reference (데이터)';
  for (const root of ['shared/src', 'functions/src']) if (input.startsWith(`${root}/`)) return root;
  return input.includes('node_modules/') ? '그 밖의 패키지' : g;
}

export function bundleFamilies(b: LambdaBundle): { family: string; bytes: number }[] {
  const m = new Map<string, number>();
  for (const [input, bytes] of Object.entries(b.inputs)) m.set(familyOf(input), (m.get(familyOf(input)) ?? 0) + bytes);
  return [...m].map(([family, bytes]) => ({ family, bytes })).sort((a, b) => b.bytes - a.bytes);
}
