/**
 * docs/reliability.md's generated part (`npm run reliability`): the harnesses' figures, each beside its rule, as one
 * markdown block between two markers. The block carries its own data in a comment, so a run of some parts keeps the
 * figures of the others.
 */
export const BEGIN = '<!-- reliability-figures:begin (written by `npm run reliability`; edits inside are overwritten) -->';
export const END = '<!-- reliability-figures:end -->';
const DATA = /<!-- data: (.*?) -->/s;

export type Part = 'fuzz' | 'isolation' | 'faults' | 'services' | 'a11y' | 'budgets' | 'spike' | 'cost';
export const PARTS: Part[] = ['fuzz', 'isolation', 'faults', 'services', 'a11y', 'budgets', 'spike', 'cost'];
export type Figures = Partial<Record<Part, Record<string, any>>>;

/** The last line of each part in a RELIABILITY_FIGURES file (JSON lines). */
export function parseFigureLines(text: string): Figures {
  const out: Figures = {};
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    const f = JSON.parse(raw) as { part: Part };
    if (PARTS.includes(f.part)) out[f.part] = f;
  }
  return out;
}

/** The figures a document's block holds (none when it has no block). */
export function figuresOfDocument(doc: string): Figures {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) return {};
  const m = DATA.exec(doc.slice(begin, end));
  return m ? (JSON.parse(m[1]!) as Figures) : {};
}

/** The document with its block replaced by one rendered from `figures` (appended when it has none). */
export function withFigures(doc: string, figures: Figures): string {
  const block = renderBlock(figures);
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) return `${doc.trimEnd()}\n\n${block}\n`;
  return doc.slice(0, begin) + block + doc.slice(end + END.length);
}

const KB = 1024;
const kb = (b: number) => `${(b / KB).toFixed(1)} KB`;
const n = (x: number) => Math.round(x).toLocaleString('en');
const when = (f: Record<string, any> | undefined) => (f?.at ? `${String(f.at).slice(0, 16).replace('T', ' ')} UTC` : '');
const verdict = (ok: boolean, over = '') => (ok ? 'met' : `**not met**${over ? `: ${over}` : ''}`);
/** The budgets part names its timed bundles in Korean, as it prints them. */
const ROLE: Record<string, string> = { '가장 작음': 'smallest', 중앙값: 'median', '가장 큼': 'largest' };
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderBlock(f: Figures): string {
  const rows: string[][] = [];
  const missing = (what: string, part: Part) => rows.push([what, `not run yet (\`npm run reliability -- --only ${part}\`)`, '', '', '']);

  const fz = f.fuzz;
  if (fz) {
    const fiveXx = fz.answered?.['5xx'] ?? 0;
    const ok = fiveXx === 0 && fz.contracts === fz.declared && fz.hostileKinds === fz.hostileKindsDeclared && !(fz.brokenRoutes?.length);
    rows.push([
      'contract fuzz',
      `${n(fz.requests)} requests to ${fz.contracts} of ${fz.declared} contracts, ${fz.hostileKinds} of ${fz.hostileKindsDeclared} hostile value kinds (seed ${fz.seed}, scale ${fz.scale}); answers 2xx ${n(fz.answered?.['2xx'] ?? 0)}, 3xx ${n(fz.answered?.['3xx'] ?? 0)}, 4xx ${n(fz.answered?.['4xx'] ?? 0)}, 5xx ${fiveXx}`,
      'every contract and hostile kind covered; no 5xx, stack trace or type name in an answer',
      verdict(ok, [fiveXx ? `${fiveXx} 5xx` : '', fz.brokenRoutes?.length ? `rules broken on ${fz.brokenRoutes.join(', ')}` : ''].filter(Boolean).join('; ')),
      when(fz),
    ]);
  } else missing('contract fuzz', 'fuzz');

  const iso = f.isolation;
  if (iso) rows.push(['isolation', `${n(iso.probes)} probes over ${iso.contracts} contracts, ${iso.leaks} leaks`, "nothing of another applicant or tenant answered or changed", verdict(iso.leaks === 0, `${iso.leaks} leaks`), when(iso)]);
  else missing('isolation', 'isolation');

  const fa = f.faults;
  if (fa) {
    const kinds = Object.entries(fa.injected ?? {}).map(([k, v]) => `${k} ${v}`).join(', ');
    rows.push([
      'store faults',
      `${n(fa.faults)} faults injected (${kinds}) among ${n(fa.faults + fa.passed)} store calls; ${fa.applications} applications saved and submitted under them read back: ${fa.lost} lost, ${fa.duplicated} duplicated`,
      'every accepted write stored exactly once',
      verdict(fa.lost === 0 && fa.duplicated === 0, `${fa.lost} lost, ${fa.duplicated} duplicated`),
      when(fa),
    ]);
  } else missing('store faults', 'faults');

  const sv = f.services;
  if (sv) {
    const perService = Object.entries(sv.injected ?? {}).map(([service, kinds]) => `${service} ${n(Object.values(kinds as Record<string, number>).reduce((t, v) => t + v, 0))}`).join(', ');
    rows.push([
      'service faults',
      `${n(sv.faults)} faults injected into S3, SES and SNS (${perService}) among ${n(sv.faults + sv.passed)} service requests; ${n(sv.answers)} portal answers checked under them: ${n(sv.unavailable)} Korean 503s, ${sv.unhandled} bare 500s`,
      'a Korean 503 or the work done, never a bare 500; nothing lost once the fault clears',
      verdict(sv.unhandled === 0, `${sv.unhandled} bare 500s`),
      when(sv),
    ]);
  } else missing('service faults', 'services');

  const a = f.a11y;
  if (a) rows.push(['accessibility', `${a.screens} screens in ${a.states} states, ${a.audits} axe audits at 1280 and 375 px, ${a.violations} violations`, 'no serious or critical axe violation', verdict(a.violations === 0, `${a.violations} violations`), when(a)]);
  else missing('accessibility', 'a11y');

  const b = f.budgets;
  if (b) {
    const web = b.web;
    rows.push(['landing page JS', `${kb(web.landing.gzip)} gzip (${web.basis})`, `${web.landing.limitKb} KB`, verdict(!web.landing.over, `+${kb(web.landing.gzip - web.landing.limitKb * KB)}`), when(b)]);
    rows.push(['consent step JS', `${kb(web.consent.gzip)} gzip (${web.basis})`, `${web.consent.limitKb} KB`, verdict(!web.consent.over, `+${kb(web.consent.gzip - web.consent.limitKb * KB)}`), when(b)]);
    rows.push(['form page, its own chunk', `${kb(web.formOwnGzip)} gzip beyond the consent step`, 'none', 'reported', when(b)]);
    if (b.lambda) {
      const l = b.lambda;
      rows.push([
        'Lambda bundles',
        `${l.count} bundles: largest ${l.largest?.id} ${kb(l.largest?.bytes ?? 0)}, median ${kb(l.medianBytes)}, smallest ${l.smallest?.id} ${kb(l.smallest?.bytes ?? 0)}`,
        `${l.limitKb} KB each`,
        verdict(l.over === 0, `${l.over} of ${l.count} over`),
        when(b),
      ]);
    }
    if (b.init) {
      // Judged against the bare-SDK handler (issue 47's 1.3×); older figures carry only the ratio to the empty handler.
      const worst = Math.max(...b.init.bundles.map((x: { ratio: number; overSdk?: number }) => x.overSdk ?? Infinity));
      rows.push([
        'module init',
        `${b.init.bundles.map((x: { id: string; role: string; ms: number; ratio: number; overSdk?: number }) => `${x.id} (${ROLE[x.role] ?? x.role}) ${n(x.ms)} ms, ${x.ratio.toFixed(1)}×${x.overSdk ? ` (${x.overSdk.toFixed(2)}× the bare SDK handler)` : ''}`).join('; ')}; empty handler ${n(b.init.emptyMs)} ms${b.init.bareSdkMs ? `, a handler with only the DynamoDB client ${n(b.init.bareSdkMs)} ms (${(b.init.bareSdkMs / b.init.emptyMs).toFixed(1)}×)` : ''} (load ${Number(b.load).toFixed(1)})`,
        '1.3 × the bare SDK handler, without runtime source maps',
        verdict(worst <= 1.3, `up to ${worst.toFixed(2)}×`),
        when(b),
      ]);
    }
  } else missing('budgets', 'budgets');

  const sp = f.spike;
  if (sp) {
    type Step = { rate: number; broke?: string; failures: number; p99: number; submitted: number; applicants: number };
    const broke = (sp.steps as Step[]).find((s) => s.broke);
    const why = (s: Step) => (s.failures ? `${s.failures} requests failed` : s.submitted !== s.applicants ? 'integrity broken' : `p99 ${(s.p99 / 1000).toFixed(1)} s, over 3 s`);
    const intact = (sp.steps as { submitted: number; applicants: number; duplicates: number; lost: number; mismatched: number }[]).every((s) => s.submitted === s.applicants && s.duplicates === 0 && s.lost === 0 && s.mismatched === 0);
    rows.push([
      'deadline spike',
      `knee ${sp.knee ? `${n(sp.knee)} applicants a minute` : 'below the first step'}${broke ? `; at ${n(broke.rate)} a minute: ${why(broke)}` : '; every step held'}; integrity ${intact ? 'whole' : 'broken'} at every step`,
      `no error at ${n(sp.goalRate ?? 900)} a minute, p99 ≤ 3 s, integrity at every step`,
      verdict(Boolean(sp.goalMet) && intact),
      when(sp),
    ]);
  } else missing('deadline spike', 'spike');

  const c = f.cost;
  if (c) rows.push(['cost', `$${c.total.toFixed(2)} per 10,000 applications before SMS (${c.region} on-demand list prices)`, `$${c.limit}`, verdict(c.total <= c.limit, `+$${(c.total - c.limit).toFixed(2)}`), when(c)]);
  else missing('cost', 'cost');

  const out = [BEGIN, '', '### The last run, by `npm run reliability`', '', '| harness | figure | rule | verdict | run at |', '|---|---|---|---|---|', ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)];
  if (sp?.steps?.length) {
    out.push('', 'Deadline spike, step by step (each step arrives evenly over its window; one applicant in ten clicks Submit twice):', '');
    out.push('| a minute | applicants | requests | p50 | p99 | max | failed | submitted / expected | duplicates | lost |', '|---|---|---|---|---|---|---|---|---|---|');
    for (const s of sp.steps) out.push(`| ${n(s.rate)} | ${n(s.applicants)} | ${n(s.requests)} | ${n(s.p50)} ms | ${n(s.p99)} ms | ${n(s.max)} ms | ${s.failures} | ${s.submitted} / ${s.applicants} | ${s.duplicates} | ${s.lost} |`);
  }
  if (c?.lines?.length) {
    out.push('', `Cost per application, from each call metered alone (${c.applicants} applicants), for the journey: ${cell(c.journey)}.`, '');
    out.push('| item | one application | $ per 10,000 |', '|---|---|---|');
    for (const l of c.lines) out.push(`| ${l.item} | ${l.perApplication} | $${l.dollarsPer10k.toFixed(3)} |`);
  }
  // `--` would end the HTML comment: written as its JSON escape, which parses back to the same text.
  out.push('', `<!-- data: ${JSON.stringify(f).replace(/--/g, '-\\u002d')} -->`, END);
  return out.join('\n');
}
