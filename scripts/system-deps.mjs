// What `npm start` and `npm test` need from Debian besides Node: a Java 17 JDK (DynamoDB Local), Chromium (browser suites),
// a Korean font (without one Chromium draws Hangul as empty boxes) and, for `npm test`, poppler's pdftotext. Each command installs what it lacks, once,
// when it may (root or passwordless sudo); otherwise it names the one command to run and stops.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ok = (cmd, args) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return r.status === 0 ? `${r.stdout ?? ''}${r.stderr ?? ''}` : undefined;
};

/** Each tool: how to tell it is there, the Debian package that brings it, and why it is needed (one Korean phrase). */
export const systemDeps = {
  java: {
    // DynamoDB Local runs on Java 17 or later, through a small launcher compiled once with javac (a JDK, not only a JRE):
    // `javac -version` prints e.g. 'javac 17.0.15'.
    present: () => Number(/javac (\d+)/.exec(ok('javac', ['-version']) ?? '')?.[1] ?? 0) >= 17 && ok('java', ['-version']) !== undefined,
    pkg: 'openjdk-17-jdk-headless',
    why: 'DynamoDB Local 실행',
  },
  chromium: { present: () => existsSync('/usr/bin/chromium'), pkg: 'chromium', why: '브라우저 테스트' },
  koreanFont: { present: () => Boolean(ok('fc-list', [':lang=ko', 'family'])?.trim()), pkg: 'fonts-noto-cjk', why: '화면의 한글 표시' },
  // The admission-ticket suite reads the printed PDF's text with poppler's pdftotext (`pdftotext -v` exits 0).
  pdfText: { present: () => ok('pdftotext', ['-v']) !== undefined, pkg: 'poppler-utils', why: '인쇄한 수험표 PDF 확인(테스트)' },
};

const canInstall = () => process.getuid?.() === 0 || ok('sudo', ['-n', 'true']) !== undefined;

/**
 * Installs the missing ones of `names` (keys of systemDeps) with apt-get, printing one line first. Answers true when all
 * are present afterwards; prints one Korean line with the command to run and answers false when it may not install.
 */
export function ensureSystemDeps(names) {
  const missing = names.map((n) => systemDeps[n]).filter((d) => !d.present());
  if (missing.length === 0) return true;
  const pkgs = missing.map((d) => d.pkg);
  const command = `sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`;
  if (!canInstall()) {
    console.error(`필요한 시스템 패키지가 없습니다(${missing.map((d) => d.why).join(', ')}). 이 명령을 한 번 실행해 주세요: ${command}`);
    return false;
  }
  console.log(`설치합니다: ${missing.map((d) => `${d.pkg}(${d.why})`).join(', ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    return spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  if (!run(['apt-get', 'update', '-qq']) || !run(['apt-get', 'install', '-y', '-qq', ...pkgs])) {
    console.error(`시스템 패키지를 설치하지 못했습니다. 이 명령을 실행해 주세요: ${command}`);
    return false;
  }
  // fontconfig's cache learns the new font at install; a missing tool after apt-get means the package did not bring it.
  const still = missing.filter((d) => !d.present());
  if (still.length > 0) {
    console.error(`설치 후에도 찾을 수 없습니다: ${still.map((d) => d.pkg).join(', ')}`);
    return false;
  }
  return true;
}

// `node scripts/system-deps.mjs [java chromium koreanFont pdfText]`: the same check from a shell (all by default).
if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  process.exit(ensureSystemDeps(names.length ? names : Object.keys(systemDeps)) ? 0 : 1);
}
