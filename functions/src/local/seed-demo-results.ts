import { join } from 'node:path';
import { applyConfiguredResults } from '../domain/steps/apply-configured-results.ts';
import { processWiring } from '../wiring/process-wiring.ts';
import { loadTenantFile } from './load-tenant-file.ts';

/**
 * The demo tenant's configured step results, published to the demo applicants they name by e-mail once
 * seedDemoApplicants made them (the configuration is imported before any applicant exists).
 */
export async function seedDemoResults(demoTenantDir: string, applicantIdByEmail: ReadonlyMap<string, number>, log: (line: string) => void = () => undefined): Promise<void> {
  const { config } = await loadTenantFile(join(demoTenantDir, 'demo.yaml'));
  const repos = processWiring().reposFor(config.company.id);
  for (const p of config.projects) {
    if (p.results.length === 0) continue;
    const { published } = await applyConfiguredResults(repos, p.id, p.results, applicantIdByEmail);
    log(`  · 데모 전형 결과 ${published}건 (공고 ${p.id})`);
  }
}
