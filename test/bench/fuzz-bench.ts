import { spawn } from 'node:child_process';
import { repoRoot } from '../../infra/lib/paths.ts';

/**
 * `npm run bench`, part fuzz (issue 20 item 1): the contract fuzz of `npm test` at FUZZ_SCALE times its requests
 * (default 5 here: about 53,000), in its own vitest run against its own stand-ins. Prints the requests sent, the
 * contracts and hostile kinds covered, and whether any answer broke the rules (a 5xx, a stack trace, an English type
 * name): the suite fails on the first one and names the route and seed that replay it.
 */
export async function runFuzzBench(): Promise<void> {
  const scale = process.env.FUZZ_SCALE ?? '5';
  console.log(`\n퍼즈 (FUZZ_SCALE=${scale}, 시드 ${process.env.FUZZ_SEED ?? '기본'}): 계약마다 생성한 요청과 적대적 값`);
  const started = performance.now();
  const { code, out } = await new Promise<{ code: number; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration', 'test/fuzz/public-endpoints.test.ts'], {
      cwd: repoRoot,
      env: { ...process.env, FUZZ_SCALE: scale, FUZZ_SUMMARY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (c) => resolve({ code: c ?? 1, out }));
  });
  const seconds = (performance.now() - started) / 1000;
  const totals = /FUZZ_TOTAL (\{.*\})/.exec(out)?.[1];
  const figures = totals ? (JSON.parse(totals) as { requests: number; contracts: number; hostileKinds: number }) : undefined;
  if (figures) console.log(`  요청 ${figures.requests.toLocaleString('en')}건, 계약 ${figures.contracts}개, 적대적 값 종류 ${figures.hostileKinds}개, ${seconds.toFixed(0)}초`);
  if (code === 0) console.log('  규칙 위반 0건 (5xx, 스택 추적, 형식 이름이 든 메시지 없음)');
  else {
    console.log('  실패: 아래 vitest 출력이 경로와 재현 시드를 알려 줍니다');
    const failures = out.split('\n').filter((l) => /FAIL|FUZZ_SEED=|AssertionError|Error:/.test(l)).slice(0, 20);
    for (const l of failures) console.log(`  ${l.trim()}`);
    process.exitCode = 1;
  }
}
