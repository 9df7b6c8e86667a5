import { readFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, resolve } from 'node:path';
import { parse } from 'yaml';
import { tenantConfigSchema, type TenantConfig } from '@portal/shared';
import * as z from 'zod';
import { codeLimitWarnings } from '../domain/tenancy/code-limit-warnings.ts';

const ASSET_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.hwp': 'application/x-hwp',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface LoadedTenantFile {
  config: TenantConfig;
  /** What the operator should hear before it is imported (Korean, one line each): code limits below the defaults. */
  warnings: string[];
  readAsset(path: string): Promise<{ body: Uint8Array; contentType: string }>;
}

/** Reads and validates one tenant-configuration file (YAML or JSON); errors name the file and field in Korean. */
export async function loadTenantFile(file: string): Promise<LoadedTenantFile> {
  const text = await readFile(file, 'utf8');
  let raw: unknown;
  try {
    raw = extname(file) === '.json' ? JSON.parse(text) : parse(text);
  } catch (e) {
    throw new Error(`${file}: 파일을 읽을 수 없습니다 (${(e as Error).message})`);
  }
  const parsed = tenantConfigSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${file}: 설정이 올바르지 않습니다\n${z.prettifyError(parsed.error)}`);
  const base = dirname(resolve(file));
  return {
    config: parsed.data,
    warnings: codeLimitWarnings(file, parsed.data.company),
    async readAsset(path) {
      // Assets are named relative to the configuration file, never by absolute path.
      if (isAbsolute(path)) throw new Error(`${file}: 자산 경로는 설정 파일 기준의 상대 경로로 입력해 주세요: ${path}`);
      const full = resolve(base, path);
      return { body: await readFile(full), contentType: ASSET_TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream' };
    },
  };
}
