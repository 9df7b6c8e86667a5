import { percentile } from './stats.ts';
import type { BudgetFigures } from './budgets-bench.ts';

/** The budgets part's figures as docs/reliability.md shows them: each budget, its limit and whether it is over. */
export function budgetFiguresForDocs(f: BudgetFigures) {
  const bundles = [...(f.lambda?.bundles ?? [])].sort((a, b) => a.mjs - b.mjs);
  const pick = (b: (typeof bundles)[number] | undefined) => b && { id: b.id, bytes: b.mjs };
  return {
    commit: f.commit,
    load: f.load,
    web: {
      basis: f.web.basis,
      landing: { gzip: f.web.landing.gzip, limitKb: f.web.landing.limitKb, over: f.web.landing.over },
      consent: { gzip: f.web.consent.gzip, limitKb: f.web.consent.limitKb, over: f.web.consent.over },
      formOwnGzip: f.web.form.ownGzip,
    },
    lambda: f.lambda && {
      limitKb: f.lambda.limitKb,
      count: f.lambda.count,
      over: f.lambda.over,
      smallest: pick(bundles[0]),
      median: pick(bundles.length ? bundles[Math.floor(bundles.length / 2)] : undefined),
      largest: pick(bundles.at(-1)),
      medianBytes: bundles.length ? percentile(bundles.map((b) => b.mjs), 50) : 0,
    },
    init: f.init && {
      emptyMs: f.init.empty.startToReady,
      bareSdkMs: f.init.bareSdk.startToReady,
      bundles: f.init.bundles.map((b) => ({ id: b.id, role: b.role, ms: b.startToReady, ratio: b.startToReady / f.init!.empty.startToReady, overSdk: b.overSdk, over: b.over })),
    },
  };
}
