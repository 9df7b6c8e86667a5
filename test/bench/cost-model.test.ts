import { describe, expect, it } from 'vitest';
import { ARCHITECTURE } from '../../infra/lib/constructs/portal-function.ts';
import { classifyCalls, costPer10k, LAMBDA_GB_SECOND, LIST_PRICES } from './cost-model.ts';

describe('cost model', () => {
  it('prices each resource per 10,000 applications at the stated list prices', () => {
    const { lines, total } = costPer10k({ writeUnits: 20, readUnits: 40, invocations: 10, lambdaMs: 1000, mbMs: 1000 * 512, s3Writes: 2, s3Reads: 4, emails: 2 });
    const byItem = Object.fromEntries(lines.map((l) => [l.item, l.dollarsPer10k]));
    // 200,000 WRU at $0.625 a million; 400,000 RRU at $0.125; 100,000 invocations at $0.20 and $1.00 (HTTP API).
    expect(byItem['DynamoDB 쓰기 단위(WRU)']).toBeCloseTo(0.125, 6);
    expect(byItem['DynamoDB 읽기 단위(RRU)']).toBeCloseTo(0.05, 6);
    expect(byItem['Lambda 호출']).toBeCloseTo(0.02, 6);
    expect(byItem['API Gateway HTTP API 요청']).toBeCloseTo(0.1, 6);
    // 1 s at 0.5 GB = 0.5 GB-s per application, 5,000 GB-s in all.
    expect(byItem['Lambda GB-초']).toBeCloseTo(5_000 * LIST_PRICES.lambdaGbSecond, 6);
    expect(byItem['S3 쓰기 요청']).toBeCloseTo(0.1, 6);
    expect(byItem['S3 읽기 요청']).toBeCloseTo(0.016, 6);
    expect(byItem['SES 메일']).toBeCloseTo(2, 6);
    expect(total).toBeCloseTo(lines.reduce((s, l) => s + l.dollarsPer10k, 0), 9);
  });

  it("prices Lambda's GB-seconds at the stack's architecture, arm64", () => {
    expect(ARCHITECTURE.name).toBe('arm64');
    expect(LIST_PRICES.lambdaGbSecond).toBe(LAMBDA_GB_SECOND.arm64);
    expect(LAMBDA_GB_SECOND.arm64 / LAMBDA_GB_SECOND.x86_64).toBeCloseTo(0.8, 3);
  });

  it('sorts SDK calls into S3 writes, S3 reads and e-mails, and ignores the rest', () => {
    expect(
      classifyCalls({
        'S3Client PutObjectCommand': 3,
        'S3Client ListObjectsV2Command': 1,
        'S3Client HeadObjectCommand': 2,
        'S3Client GetObjectCommand': 5,
        'SESv2Client SendEmailCommand': 4,
        'DynamoDBDocumentClient GetCommand': 9,
        'SNSClient PublishCommand': 1,
      }),
    ).toEqual({ s3Writes: 4, s3Reads: 7, emails: 4 });
  });
});
