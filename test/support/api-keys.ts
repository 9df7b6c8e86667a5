import { expect } from 'vitest';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';

/** An integration API key of the tenant with these scopes (comma-separated), made as the ops CLI makes one. */
export async function makeApiKey(domainKey: string, name: string, scopes: string): Promise<string> {
  const lines: string[] = [];
  expect(await apiKeyCommand(processWiring(), ['create', domainKey, name, '--scopes', scopes], (l) => lines.push(l))).toBe(0);
  return lines.at(-1)!;
}
