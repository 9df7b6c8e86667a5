import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { bundleAllLambdas, bundleBareSdkHandler, bundleEmptyHandler, bundleFamilies, bundleGroups, importChain, measureInit, type LambdaBundle } from './budgets-lambda.ts';
import { ensureWebBuild, measureWebInBrowser, measureWebStatic, sourceGroup, type BrowserLoad, type FileSet } from './budgets-web.ts';
import { percentile } from './stats.ts';
import { line } from './table.ts';

/**
 * The budgets of issue 20 item 5, each printed beside its limit with a failing line when over (docs/reliability.md):
 * - the JavaScript an applicant downloads (gzip) on the landing page and on the consent step, before the form page:
 *   at most 170 KB; the form page's own weight is reported without a limit;
 * - each Lambda bundle (the minified index.mjs; the zipped asset beside it) at most 300 KB;
 * - module init of a small, the median and the largest bundle at most 1.3 × a handler that only imports the DynamoDB
 *   client (issue 47's restated budget), as production starts them (no runtime source maps), measured side by side.
 * KB = 1,024 bytes. BENCH_INIT_RUNS (default 7, at least 5) processes per bundle; BENCH_BUDGETS_JSON=file writes the
 * figures; BENCH_BUDGETS_STRICT=1 makes the run exit non-zero when a budget is over; BENCH_BUDGETS_KEEP=1 keeps the
 * bundles (and esbuild's metafile) in the temporary folder it names; BENCH_BUDGETS_PARTS=web (or lambda) runs one part.
 */
export const LANDING_JS_LIMIT_KB = 170;
export const LAMBDA_BUNDLE_LIMIT_KB = 300;
/** Module init at most this many times the bare-SDK handler's (issue 47 item 3). */
export const INIT_LIMIT_VS_SDK = 1.3;
const INIT_RUNS = Math.max(5, Number(process.env.BENCH_INIT_RUNS ?? 7));
/** BENCH_BUDGETS_PARTS=web|lambda (comma list): the web part (Chromium) and the Lambda part (bundles and init). */
const PARTS = new Set((process.env.BENCH_BUDGETS_PARTS ?? 'web,lambda').split(',').map((p) => p.trim()));
const CHROMIUM = '/usr/bin/chromium';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const msf = (v: number) => `${v.toFixed(0)} ms`;
/** '충족', or '초과 +N KB' (the over line the run prints). */
const verdictKb = (bytes: number, limitKb: number) => (bytes <= limitKb * KB ? '충족' : `초과 +${((bytes - limitKb * KB) / KB).toFixed(1)} KB`);
const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);

/** The commit the figures belong to, and whether the working tree differs from it (read-only git calls). */
function commitOf(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim() !== '';
  return dirty ? `${head} (+ uncommitted changes)` : head;
}

/** An import chain without its entry, shortened: repository files without src prefix and extension, a package by its name. */
function chainText(chain: string[]): string {
  const out: string[] = [];
  for (const p of chain.slice(1)) {
    if (p.includes('node_modules/')) {
      out.push(sourceGroup(p)); // from the first package on, the rest is that package's own business
      break;
    }
    out.push(p.replace(/^functions\/src\//, '').replace(/^(shared|web)\/src\//, '$1:').replace(/\.tsx?$/, ''));
  }
  return out.join(' → ');
}

export interface BudgetFigures {
  commit: string;
  at: string;
  /** One-minute load average at the start, and the cores: timings on a busy machine run long. */
  load: number;
  cores: number;
  web: {
    basis: 'chromium' | 'static';
    landing: { static: FileSet; chromium?: BrowserLoad; gzip: number; limitKb: number; over: boolean };
    consent: { static: FileSet; chromium?: BrowserLoad; gzip: number; limitKb: number; over: boolean };
    form: { chunk?: string; inConsentSet: boolean; ownGzip: number; codeBytes: number; codeGzip: number; preloadedOnConsent?: FileSet };
  };
  /** Absent when BENCH_BUDGETS_PARTS leaves the Lambda part out. */
  lambda?: {
    limitKb: number;
    count: number;
    over: number;
    sdkLayer: { packages: number; files: number; bytes: number; zip: number };
    bundles: { id: string; kind: string; mjs: number; map: number; zip: number }[];
    buildMs: number;
  };
  init?: {
    runs: number;
    empty: { startToReady: number; importOnly: number };
    /** A handler that only creates the DynamoDB document client: the floor of a table-reading function. */
    bareSdk: { startToReady: number; importOnly: number };
    largestWithSourceMaps: { startToReady: number; importOnly: number };
    bundles: { id: string; role: string; mjs: number; startToReady: number; importOnly: number; limit: number; over: boolean; overSdk: number }[];
  };
  seconds: number;
}

export async function runBudgetsBench(opts: { port: number }): Promise<BudgetFigures> {
  const t0 = performance.now();
  const commit = commitOf();
  const load = loadavg()[0]!;
  console.log(`\n예산 (issue 20 item 5, 커밋 ${commit}; 1 KB = 1,024 B; 부하 ${load.toFixed(1)}, 코어 ${availableParallelism()}개)`);

  // 1. JavaScript an applicant downloads.
  if (!PARTS.has('web')) throw new Error('BENCH_BUDGETS_PARTS must include web (the Lambda part runs after it, or not at all)');
  const stale = ensureWebBuild();
  if (stale) console.log(stale);
  const st = await measureWebStatic();
  let chromium: Record<string, BrowserLoad> | undefined;
  let chromiumNote = '';
  const tWeb = performance.now();
  if (existsSync(CHROMIUM)) {
    const tenant = await processWiring().directory.findByDomainKey('demo');
    const project = tenant ? (await processWiring().reposFor(tenant.id).projects.list())[0] : undefined;
    if (!tenant || !project) chromiumNote = 'Chromium 실측 생략: demo 기관 또는 그 프로젝트가 없습니다';
    else
      // A failed load (a project the apply flow refuses, a browser that does not start) leaves the static figure judged.
      chromium = await measureWebInBrowser(`http://demo.localhost:${opts.port}`, [
        { name: 'landing', path: '/' },
        { name: 'consent', path: `/project/${project.id}`, until: /\/form\/auth$/ },
      ]).catch((e: unknown) => {
        chromiumNote = `Chromium 실측 실패, 정적 분석으로 판정: ${String(e).split('\n')[0]}`;
        return undefined;
      });
  } else chromiumNote = `Chromium 실측 생략: ${CHROMIUM} 없음`;
  const webMs = performance.now() - tWeb;
  // The consent step starts loading the form page's chunk once it is on screen (app/router.tsx): those files are the
  // form page's, after the step, and are reported apart from the step's figure.
  const formOwn = new Set(st.form.own.files);
  let preloadedForm: FileSet | undefined;
  if (chromium?.consent && formOwn.size > 0) {
    const all = chromium.consent;
    const form = all.files.filter((f) => formOwn.has(basename(f.path)));
    if (form.length) {
      preloadedForm = { files: form.map((f) => basename(f.path)), bytes: form.reduce((n, f) => n + f.bytes, 0), gzip: form.reduce((n, f) => n + f.gzip, 0) };
      const rest = all.files.filter((f) => !formOwn.has(basename(f.path)));
      chromium.consent = { ...all, files: rest, encoded: rest.reduce((n, f) => n + f.encoded, 0), bytes: rest.reduce((n, f) => n + f.bytes, 0), gzip: rest.reduce((n, f) => n + f.gzip, 0) };
    }
  }
  const basis = chromium ? 'chromium' : 'static';
  const figureOf = (k: 'landing' | 'consent') => (chromium ? chromium[k]!.gzip : st[k].gzip);

  const W = [34, 11, 6, 12, 11, 9, 16];
  console.log(`\n지원자가 내려받는 JavaScript (gzip, zlib 기본 수준; 판정 기준: ${basis === 'chromium' ? 'Chromium 실측' : 'web/dist 정적 분석'})`);
  console.log(line(['화면', '측정', '파일', '원본', 'gzip', '한도', '판정'], W));
  const webRows: [string, 'landing' | 'consent'][] = [
    ['첫 화면 /', 'landing'],
    [`동의 단계 ${chromium?.consent ? `${chromium.consent.url}→${chromium.consent.finalPath}` : '/project/:id→/form/auth'}`, 'consent'],
  ];
  const judged = (gzip: number) => [`${LANDING_JS_LIMIT_KB} KB`, verdictKb(gzip, LANDING_JS_LIMIT_KB)];
  for (const [label, k] of webRows) {
    const s = st[k];
    const c = chromium?.[k];
    console.log(line([label, '정적 분석', String(s.files.length), kb(s.bytes), kb(s.gzip), ...(c ? [] : judged(s.gzip))], W));
    if (!c) continue;
    console.log(line(['', 'Chromium', String(c.files.length), kb(c.bytes), kb(c.gzip), ...judged(c.gzip)], W));
    const fetched = new Set(c.files.map((f) => basename(f.path)));
    const onlyStatic = s.files.filter((f) => !fetched.has(f));
    const onlyBrowser = [...fetched].filter((f) => !s.files.includes(f));
    if (onlyStatic.length || onlyBrowser.length) console.log(`  정적 분석과 다른 파일: 브라우저만 ${onlyBrowser.join(', ') || '없음'}; 정적 분석만 ${onlyStatic.join(', ') || '없음'}`);
  }
  console.log('  정적 분석: index.html의 진입 스크립트와 modulepreload, 그 정적 import 전부, 그리고 화면의 lazy 청크와 그 정적 import (동의 단계는 apply-entry 청크 포함)');
  if (chromium) {
    const served = chromium.landing!;
    console.log(
      `  Chromium: 새 브라우저 문맥(빈 캐시)에서 네트워크가 잠잠해질 때까지의 .js 응답. 서버가 보낸 크기 ${kb(served.encoded)} (${served.compressedByServer ? `서버가 ${served.encodings.join(', ')}로 압축함` : '로컬 서버는 압축하지 않음 (issue 24)'}); 판정의 gzip은 받은 파일을 여기서 gzip한 크기`,
    );
  } else if (chromiumNote) console.log(`  ${chromiumNote}`);
  const f = st.form;
  if (!f.chunk) console.log('지원서 화면: 그 모듈을 담은 청크를 찾지 못했습니다 (source map)');
  else if (f.inConsentSet)
    console.log(
      `지원서 화면 (한도 없음): 따로 된 청크 없음 — ${f.chunk}(진입 번들)에 들어 있어 첫 화면이 이미 내려받음; 그 안의 지원서 코드(application-form, form-engine) ${kb(f.code.bytes)}, 따로 gzip하면 약 ${kb(f.code.gzip)}`,
    );
  else console.log(`지원서 화면 (한도 없음): 동의 단계 뒤 ${f.own.files.length}개 파일 ${kb(f.own.bytes)}, gzip ${kb(f.own.gzip)} (청크 ${f.chunk})`);
  if (preloadedForm)
    console.log(`  동의 단계가 화면에 뜬 뒤 미리 받은 지원서 화면 파일 ${preloadedForm.files.length}개 gzip ${kb(preloadedForm.gzip)}: 동의 단계 수치에서 뺌`);
  console.log('첫 화면 JavaScript가 많은 곳 (source map으로 나눈 원본 크기, 묶음별 gzip은 참고치):');
  for (const g of st.landingSources.slice(0, 8)) console.log(`  ${g.group.padEnd(40)}${kb(g.bytes).padStart(11)}${`gzip 약 ${kb(g.gzip)}`.padStart(18)}`);

  const landingOver = figureOf('landing') > LANDING_JS_LIMIT_KB * KB;
  const consentOver = figureOf('consent') > LANDING_JS_LIMIT_KB * KB;
  const webSummary: [string, boolean, string][] = [
    [`첫 화면 JavaScript ${kb(figureOf('landing'))} / ${LANDING_JS_LIMIT_KB} KB`, landingOver, verdictKb(figureOf('landing'), LANDING_JS_LIMIT_KB)],
    [`동의 단계 JavaScript ${kb(figureOf('consent'))} / ${LANDING_JS_LIMIT_KB} KB`, consentOver, verdictKb(figureOf('consent'), LANDING_JS_LIMIT_KB)],
  ];
  const web: BudgetFigures['web'] = {
    basis,
    landing: { static: st.landing, chromium: chromium?.landing, gzip: figureOf('landing'), limitKb: LANDING_JS_LIMIT_KB, over: landingOver },
    consent: { static: st.consent, chromium: chromium?.consent, gzip: figureOf('consent'), limitKb: LANDING_JS_LIMIT_KB, over: consentOver },
    form: { chunk: f.chunk, inConsentSet: f.inConsentSet, ownGzip: f.own.gzip, codeBytes: f.code.bytes, codeGzip: f.code.gzip, preloadedOnConsent: preloadedForm },
  };
  const finish = (summary: [string, boolean, string][], rest: Pick<BudgetFigures, 'lambda' | 'init'>, timing: string): BudgetFigures => {
    const seconds = (performance.now() - t0) / 1000;
    console.log(`\n예산 요약 (${seconds.toFixed(0)}초: ${timing}Chromium ${(webMs / 1000).toFixed(0)}초)`);
    for (const [label, isOver, verdict] of summary) console.log(`  ${isOver ? '✗' : '✓'} ${label}: ${verdict}`);
    const figures: BudgetFigures = { commit, at: new Date().toISOString(), load, cores: availableParallelism(), web, ...rest, seconds };
    if (process.env.BENCH_BUDGETS_JSON) writeFileSync(process.env.BENCH_BUDGETS_JSON, `${JSON.stringify(figures, null, 2)}\n`);
    if (process.env.BENCH_BUDGETS_STRICT && summary.some(([, isOver]) => isOver)) process.exitCode = 1;
    return figures;
  };
  if (!PARTS.has('lambda')) return finish(webSummary, {}, '');

  // 2. Each Lambda bundle.
  const dir = mkdtempSync(join(tmpdir(), 'portal-budgets-'));
  try {
    const { bundles, buildMs, metafile, layer } = await bundleAllLambdas(dir);
    const bySize = [...bundles].sort((a, b) => b.mjs - a.mjs);
    const over = bundles.filter((b) => b.mjs > LAMBDA_BUNDLE_LIMIT_KB * KB);
    const L = [30, 7, 13, 12, 12, 10, 16];
    console.log(`\nLambda 번들 ${bundles.length}개 (infra bundling 옵션 그대로 esbuild, 한 번에 ${(buildMs / 1000).toFixed(1)}초; 판정은 최소화된 index.mjs, zip은 index.mjs + .map 배포 자산)`);
    console.log(line(['함수', '종류', 'index.mjs', '.map', 'zip', '한도', '판정'], L));
    for (const b of bySize) console.log(line([b.id, b.kind, kb(b.mjs), kb(b.map), kb(b.zip), `${LAMBDA_BUNDLE_LIMIT_KB} KB`, verdictKb(b.mjs, LAMBDA_BUNDLE_LIMIT_KB)], L));
    const mid = bySize[Math.floor((bySize.length - 1) / 2)]!;
    const largest = bySize[0]!;
    const smallest = bySize.at(-1)!;
    console.log(
      `가장 큼 ${largest.id} ${kb(largest.mjs)} (zip ${kb(largest.zip)}), 중앙값 ${kb(median(bundles.map((b) => b.mjs)))} (zip ${kb(median(bundles.map((b) => b.zip)))}), 가장 작음 ${smallest.id} ${kb(smallest.mjs)} (zip ${kb(smallest.zip)})`,
    );
    console.log(
      over.length
        ? `Lambda 번들 예산 초과: ${over.length}/${bundles.length}개가 ${LAMBDA_BUNDLE_LIMIT_KB} KB를 넘음 (가장 큰 것 +${kb(largest.mjs - LAMBDA_BUNDLE_LIMIT_KB * KB)}, 가장 작은 것 ${verdictKb(smallest.mjs, LAMBDA_BUNDLE_LIMIT_KB)})`
        : `Lambda 번들 예산 충족: ${bundles.length}개 모두 ${LAMBDA_BUNDLE_LIMIT_KB} KB 이하`,
    );
    // The SDK the bundles import: one layer for the stack, loaded by init below as Lambda loads it (not judged).
    console.log(`SDK 레이어 (모든 함수가 공유, 예산 밖): 패키지 ${layer.packages}개, 파일 ${layer.files}개, ${kb(layer.bytes)} (zip ${kb(layer.zip)})`);

    for (const b of [largest, smallest])
      console.log(`${b.id} ${kb(b.mjs)}: ${bundleFamilies(b).map((x) => `${x.family} ${kb(x.bytes)} (${((x.bytes / b.mjs) * 100).toFixed(0)}%)`).join(', ')}`);

    // What the bytes are: what every bundle carries (the least each group weighs in any bundle), with the way it comes
    // in (from the smallest bundle), then what the largest three carry beyond that.
    const groupsOf = new Map(bundles.map((b) => [b.id, new Map(bundleGroups(b).map((g) => [g.group, g.bytes]))]));
    const allGroups = new Set([...groupsOf.values()].flatMap((m) => [...m.keys()]));
    const floorOf = new Map([...allGroups].map((g) => [g, Math.min(...bundles.map((b) => groupsOf.get(b.id)!.get(g) ?? 0))]));
    const floor = [...floorOf].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
    const floorTotal = floor.reduce((n, [, bytes]) => n + bytes, 0);
    console.log(`\n모든 번들이 싣는 것 (묶음별 최소, 합 ${kb(floorTotal)} = 가장 작은 번들의 ${((floorTotal / smallest.mjs) * 100).toFixed(0)}%), ${smallest.id}에 들어오는 길:`);
    for (const [group, bytes] of floor.slice(0, 12)) {
      const chain = importChain(smallest, group);
      console.log(`  ${group.padEnd(36)}${kb(bytes).padStart(10)}  ${chain ? chainText(chain) : ''}`);
    }
    console.log('가장 큰 번들 3개가 그 위에 더 싣는 것:');
    for (const b of bySize.slice(0, 3)) {
      const extra = [...groupsOf.get(b.id)!]
        .map(([group, bytes]) => ({ group, bytes: bytes - (floorOf.get(group) ?? 0) }))
        .filter((g) => g.bytes > 0)
        .sort((x, y) => y.bytes - x.bytes);
      console.log(`  ${b.id} ${kb(b.mjs)} = 공통 ${kb(floorTotal)} + ${kb(b.mjs - floorTotal)}: ${extra.slice(0, 5).map((g) => `${g.group} ${kb(g.bytes)}`).join(', ')}`);
    }

    // 3. Module init: a small bundle, the median, the largest, beside an empty handler bundled the same way.
    const empty = await bundleEmptyHandler(dir);
    const bare = await bundleBareSdkHandler(dir);
    const picks: [string, LambdaBundle][] = [
      ['가장 작음', smallest],
      ['중앙값', mid],
      ['가장 큼', largest],
    ];
    const tInit = performance.now();
    // As production starts them (no runtime source maps); the largest once more as the other stages do, with them.
    const [e, sdk, ...timedAll] = await measureInit([{ file: empty }, { file: bare }, ...picks.map(([, b]) => ({ file: b.file })), { file: largest.file, nodeOptions: '--enable-source-maps' }], INIT_RUNS);
    const timed = timedAll.slice(0, picks.length);
    const withMaps = timedAll.at(-1)!;
    const initMs = performance.now() - tInit;
    const limit = sdk!.startToReady * INIT_LIMIT_VS_SDK;
    const I = [44, 11, 12, 12, 18, 14, 14];
    const overSdk = (t: { startToReady: number }) => `${(t.startToReady / sdk!.startToReady).toFixed(2)}배`;
    console.log(`\n모듈 초기화 (새 Node ${process.version} 프로세스 ${INIT_RUNS}회씩 번갈아, 중앙값; 환경은 운영 단계에 배포된 함수처럼, 실행 중 source map 없이)`);
    console.log(line(['번들', 'index.mjs', '시작→준비', 'import만', `한도 (SDK만×${INIT_LIMIT_VS_SDK})`, 'SDK만 대비', '판정'], I));
    console.log(line(['빈 핸들러', kb(statSync(empty).size), msf(e!.startToReady), msf(e!.importOnly)], I));
    // The floor any table-reading function pays, and the budget's base.
    console.log(line(['DynamoDB 클라이언트만 (바닥)', kb(statSync(bare).size), msf(sdk!.startToReady), msf(sdk!.importOnly), msf(limit), '1.00배', `빈 핸들러의 ${(sdk!.startToReady / e!.startToReady).toFixed(1)}배`], I));
    const initRows = picks.map(([role, b], i) => {
      const t = timed[i]!;
      const ok = t.startToReady <= limit;
      console.log(line([`${b.id} (${role})`, kb(b.mjs), msf(t.startToReady), msf(t.importOnly), msf(limit), overSdk(t), ok ? '충족' : `초과 +${msf(t.startToReady - limit)}`], I));
      return { id: b.id, role, mjs: b.mjs, startToReady: t.startToReady, importOnly: t.importOnly, limit, over: !ok, overSdk: t.startToReady / sdk!.startToReady };
    });
    console.log(line([`${largest.id} (source map 읽음: 운영 외 단계)`, kb(largest.mjs), msf(withMaps.startToReady), msf(withMaps.importOnly), '', overSdk(withMaps), '참고'], I));
    console.log('  시작→준비: 프로세스 시작(performance.timeOrigin)부터 번들을 import해 handler를 얻기까지 (Lambda의 Init Duration에 해당, 판정 기준)');
    const loadNow = loadavg()[0]!;
    if (loadNow > availableParallelism()) console.log(`  참고: 부하 ${loadNow.toFixed(1)} > 코어 ${availableParallelism()}개 — 시간은 부풀려짐; 비율(SDK만 대비)이 더 믿을 만함`);
    const initOver = initRows.filter((r) => r.over);
    if (initOver.length) console.log(`모듈 초기화 예산 초과: ${initOver.map((r) => `${r.id} ${msf(r.startToReady)} (한도 ${msf(limit)})`).join(', ')}`);

    if (process.env.BENCH_BUDGETS_KEEP) {
      writeFileSync(join(dir, 'metafile.json'), JSON.stringify(metafile));
      console.log(`번들과 metafile.json: ${dir} (esbuild의 번들 분석기에 metafile.json을 넣으면 그림으로 봄)`);
    }

    // Summary.
    return finish(
      [
        ...webSummary,
        [`Lambda 번들 가장 큰 것 ${kb(largest.mjs)} / ${LAMBDA_BUNDLE_LIMIT_KB} KB`, over.length > 0, over.length ? `초과 ${over.length}/${bundles.length}개` : '충족'],
        [`모듈 초기화 가장 느린 것 ${msf(Math.max(...initRows.map((r) => r.startToReady)))} / ${msf(limit)}`, initOver.length > 0, initOver.length ? `초과 ${initOver.length}/${initRows.length}개` : '충족'],
      ],
      {
        lambda: { limitKb: LAMBDA_BUNDLE_LIMIT_KB, count: bundles.length, over: over.length, bundles: bySize.map(({ id, kind, mjs, map, zip }) => ({ id, kind, mjs, map, zip })), buildMs, sdkLayer: layer },
        init: {
          runs: INIT_RUNS,
          empty: { startToReady: e!.startToReady, importOnly: e!.importOnly },
          bareSdk: { startToReady: sdk!.startToReady, importOnly: sdk!.importOnly },
          largestWithSourceMaps: { startToReady: withMaps.startToReady, importOnly: withMaps.importOnly },
          bundles: initRows,
        },
      },
      `Lambda 번들 ${(buildMs / 1000).toFixed(0)}초, 모듈 초기화 ${(initMs / 1000).toFixed(0)}초, `,
    );
  } finally {
    if (!process.env.BENCH_BUDGETS_KEEP) rmSync(dir, { recursive: true, force: true });
  }
}
