import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootLocal, type LocalPortal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';

/**
 * `npm start` as bootLocal runs it (server, DynamoDB Local, S3, SES): every socket that this process or any
 * child (the DynamoDB Local JVM) listens on must be on loopback, so nobody else on the network reaches the
 * outbox's codes or the table.
 */
let portal: LocalPortal;
let dataDir: string;

beforeAll(async () => {
  delete process.env.LISTEN_HOST;
  dataDir = mkdtempSync(join(tmpdir(), 'portal-listeners-'));
  portal = await bootLocal({ dataDir, port: await freePort(), inMemory: true, seed: false, runJobs: false });
});
afterAll(async () => {
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** This process and its descendants (from /proc/<pid>/stat's parent field). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      /* exited meanwhile */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

function socketInodes(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) inodes.add(m[1]!);
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return inodes;
}

/** /proc/net/tcp{,6} addresses are 32-bit words in host (little-endian) order. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((w) => Buffer.from(w, 'hex').reverse());
  const bytes = Buffer.concat(words);
  if (bytes.length === 4) return [...bytes].join('.');
  const mapped = bytes.subarray(0, 12).equals(Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]));
  if (mapped) return `::ffff:${[...bytes.subarray(12)].join('.')}`;
  return (bytes.toString('hex').match(/.{4}/g) ?? []).map((g) => g.replace(/^0+(?=.)/, '')).join(':');
}

function listeningSockets(inodes: Set<string>): { address: string; port: number }[] {
  const found: { address: string; port: number }[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10 || f[3] !== '0A' || !inodes.has(f[9]!)) continue;
      const [addr, port] = f[1]!.split(':');
      found.push({ address: decodeAddress(addr!), port: parseInt(port!, 16) });
    }
  }
  return found;
}

const isLoopback = (a: string) => /^127\./.test(a) || /^::ffff:127\./.test(a) || a === '0:0:0:0:0:0:0:1';

describe('local runtime listeners', () => {
  it('listens only on loopback: the portal server, DynamoDB Local, S3 and SES', () => {
    const sockets = listeningSockets(socketInodes(processTree(process.pid)));
    const ports = (url: string) => Number(new URL(url).port);
    // Each stand-in and the portal itself are among the sockets found (the check sees them all).
    const seen = new Set(sockets.map((s) => s.port));
    for (const p of [portal.port, ports(portal.standIns.dynamoEndpoint), ports(portal.standIns.s3Endpoint), ports(portal.standIns.sesEndpoint)]) {
      expect(seen, `port ${p}`).toContain(p);
    }
    expect(sockets.filter((s) => !isLoopback(s.address))).toEqual([]);
  });
});
