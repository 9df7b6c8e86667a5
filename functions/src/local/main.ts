import { resolve } from 'node:path';
import { bootLocal, repoRoot } from './boot-local.ts';
import { listenHost } from './listen-host.ts';

/**
 * `npm start`: the whole portal on one machine. PORT and DATA_DIR override the port (3000)
 * and the data folder (.data), so two instances can run side by side; LISTEN_HOST opens it beyond loopback.
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');
const { host, warning } = listenHost();
if (warning) console.warn(warning);

console.log(`채용 포털을 시작합니다 (데이터: ${dataDir})`);
const portal = await bootLocal({ dataDir, port, host, log: (l) => console.log(l) }).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

console.log(`
  채용 포털이 실행 중입니다.
    데모 회사      http://demo.localhost:${port}/
    기본 회사      http://localhost:${port}/
    다른 회사      http://<도메인 키>.localhost:${port}/
    로컬 발송함    http://localhost:${port}/dev/outbox
  종료하려면 Ctrl-C 를 누르세요.
`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: 종료하는 중입니다…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await portal.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
