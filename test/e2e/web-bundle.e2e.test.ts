import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The built SPA (npm test builds it before this project runs). web/vite.config.ts lets the bundler treat calls on
 * 'z' as pure and the shared modules as free of side effects, so the one side effect the app needs from shared/ must
 * survive the build on its own.
 */
const assets = join(import.meta.dirname, '..', '..', 'web', 'dist', 'assets');
const bundle = () =>
  readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');

describe('the built SPA bundle', () => {
  it('keeps the Korean messages of zod issues and not the locale that shows type names', () => {
    // A message only shared/src/messages/validation-issues.ts carries, installed by shared/src/zod-korean.ts.
    const issueMessages = readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'src', 'messages', 'validation-issues.ts'), 'utf8');
    const ownMessage = '소수점 없는 정수로 입력해 주세요.';
    expect(issueMessages).toContain(ownMessage);
    expect(bundle()).toContain(ownMessage);
    // zod's own ko locale ('예상 타입은 number, 받은 타입은 string입니다') is no longer installed.
    expect(bundle()).not.toContain('예상 타입은');
  });

  it('drops the tenant configuration schemas, which only the server uses', () => {
    // A message only shared/src/tenant-config.ts carries (the import's domainKey rule).
    const source = readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'src', 'tenant-config.ts'), 'utf8');
    const tenantConfigOnly = 'domainKey는 영문 소문자, 숫자, 하이픈으로 입력해 주세요.';
    expect(source).toContain(tenantConfigOnly);
    expect(bundle()).not.toContain(tenantConfigOnly);
  });

  it('leaves the tenant rule schemas out: the browser checks a served form page by its envelope', () => {
    // features/application-form/api/get-form.ts; a message only shared/src/form-model/rule-model.ts carries.
    const rulesOnly = "필드는 'field' 또는 'model.field' 형식으로 입력해 주세요.";
    expect(readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'src', 'form-model', 'rule-model.ts'), 'utf8')).toContain(rulesOnly);
    expect(bundle()).not.toContain(rulesOnly);
  });
});
