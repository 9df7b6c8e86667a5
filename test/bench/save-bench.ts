import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { formatKst } from '../../shared/src/dates.ts';
import type { FormPage } from '../../shared/src/form-model/definition.ts';
import { buildPageSchema } from '../../shared/src/form/build-schema.ts';
import { validatePage } from '../../shared/src/page-validation/validate-page.ts';
import { documentClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { entity, keys, type ItemKey } from '../../functions/src/adapters/dynamodb/keys.ts';
import { config } from '../../functions/src/config.ts';
import { benchApplicant, benchTenant, importBenchTenant, itemsOf } from './bench-tenant.ts';
import { timeMany } from './stats.ts';
import { line } from './table.ts';

/**
 * The save endpoint (POST applicant/update/{id}, temporary saves of the 30-field page) through the local server,
 * beside the DynamoDB work it does done directly: the answer-page transaction alone, and with the four reads the
 * endpoint needs first. Target: at most 1.5x the raw store work. Then the in-process validation, to see what the
 * handler spends beyond the store.
 */

/** A filled-in 30-field page as the browser posts it (values are strings, checkboxes lists). */
export const page30Values: Record<string, unknown> = {
  english_name: 'KIM JIWON',
  chinese_name: '金志元',
  applicant_personal_infos: { birthdate_year: '1998', birthdate_month: '3', birthdate_day: '14', gender: 'F' },
  personal_email: 'jiwon.kim@example.com',
  emergency_phone: '01098765432',
  post_code: '04524',
  address: '서울특별시 중구 세종대로 110',
  address_detail: '3층 301호',
  military: '4',
  veteran: 'N',
  disability: 'N',
  education_level: 'BA',
  location: 'SJ',
  salary: '4200',
  start_date: '2026-01-05',
  licenses: ['DL'],
  major_name: '행정학',
  gpa: '3.8',
  graduated_at: '2021-02-20',
  school_period_start_date: '2017-03-02',
  school_period_end_date: '2021-02-20',
  language_score: '905',
  career_period_start_date: '2021-03-02',
  career_period_end_date: '2024-12-31',
  last_company: '한국공공서비스연구원',
  last_position: '연구원',
  duty: '공공 서비스 이용자 조사 설계와 분석을 맡았습니다. 연 2회 전국 단위 설문을 기획하고 결과 보고서를 작성했으며, 민원 데이터의 분류 체계를 정비해 처리 기간을 줄였습니다. '.repeat(3),
  leave_reason: '2',
  channels: ['WEB', 'REF'],
  referrer: '',
  sns: 'https://blog.example.com/jiwon',
  specialty: '데이터 분석, 보고서 작성',
  summary: '시민이 체감하는 공공 서비스를 만드는 데 기여하고 싶습니다. '.repeat(4),
};

/** Valid values for every field of a page of the bench template's types (for the in-process validation timing). */
function sampleValues(page: FormPage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { item } of itemsOf(page)) {
    const f = item.input_type.field;
    const first = String(item.options?.[0]?.value ?? '');
    const byType: Record<string, Record<string, unknown>> = {
      text: { [f]: '가나다 abc' },
      number: { [f]: '42' },
      date: { [f]: '2024-05-01' },
      select: { [f]: first },
      radio: { [f]: first },
      checkbox: { [f]: [first] },
      multiline: { [f]: '서술형 답변입니다. '.repeat(10) },
      date_range: { [`${f}_start_date`]: '2020-03-02', [`${f}_end_date`]: '2024-02-20' },
    };
    Object.assign(out, byType[item.input_type.type] ?? {});
  }
  return out;
}

export async function runSaveBench(opts: { port: number; n: number }): Promise<void> {
  const { port, n } = opts;
  const pages = await importBenchTenant();
  const applicant = await benchApplicant(port, benchTenant.page30TaskId);
  const host = `${benchTenant.domainKey}.localhost:${port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const client = documentClient();
  const TableName = config().TABLE_NAME;
  const tableKey = (key: ItemKey) => keys.tableKey(benchTenant.id, key);
  const today = new Date();
  // The raw writes store what the endpoint stores: the values as the page schema outputs them.
  const checked = validatePage(pages.page30, page30Values, { today, partial: true });
  if (!checked.ok) throw new Error(`bench payload invalid: ${checked.issues[0].path} ${checked.issues[0].message}`);
  const storedValues = checked.data;

  // One applicant, one page: every save names the version the previous one produced.
  let version = 0;
  const post = (body: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/app/applicant/update/${applicant.id}`,
          agent,
          headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), applicantToken: applicant.token },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode === 200) resolve(text);
            else reject(new Error(`save: ${res.statusCode} ${text}`));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const save = async () => {
    const r = JSON.parse(await post(JSON.stringify({ pageIndex: 0, saveType: 'temp', version, values: page30Values }))) as { version: number };
    version = r.version;
  };

  // answer-repository savePage through TenantTable.transact, written out.
  const rawTransaction = async () => {
    const savedAt = formatKst(new Date());
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: {
                applicantId: applicant.id,
                pageIndex: 0,
                version: version + 1,
                values: storedValues,
                saveType: 'temp',
                savedAt,
                ...tableKey(keys.answerPage(applicant.id, 0)),
                entity: entity.answerPage,
                updatedAt: new Date().toISOString(),
              },
              ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
              ExpressionAttributeValues: version === 0 ? undefined : { ':v': version },
            },
          },
          {
            Update: {
              TableName,
              Key: tableKey(keys.applicant(applicant.id)),
              UpdateExpression: 'DELETE confirmPageSet :p SET savePage = :i, lastSavedAt = :t',
              ConditionExpression: 'attribute_exists(pk) AND #s <> :submitted',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':p': new Set([0]), ':i': 0, ':t': savedAt, ':submitted': 'Y' },
            },
          },
        ],
      }),
    );
    version++;
  };
  // What saveApplicantPage reads first, in its order: token, applicant, then project and form page together.
  const tokenSk = keys.applicantToken(createHash('sha256').update(applicant.token).digest('hex'));
  const getItem = (key: ItemKey) => client.send(new GetCommand({ TableName, Key: tableKey(key) }));
  const rawReads = async () => {
    await getItem(tokenSk);
    await getItem(keys.applicant(applicant.id));
    await Promise.all([
      client.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': tableKey(keys.project(benchTenant.projectId)).pk, ':p': keys.project(benchTenant.projectId).sk },
        }),
      ),
      getItem(keys.formPage(benchTenant.page30TaskId, 0)),
    ]);
  };

  try {
    const h = await timeMany(n, save);
    const tx = await timeMany(n, rawTransaction);
    const all = await timeMany(n, async () => {
      await rawReads();
      await rawTransaction();
    });

    // In-process: the shared engine as the endpoint runs it (validatePage builds the page schema on every call).
    const vn = Math.max(50, Math.floor(n / 2));
    const wideValues = sampleValues(pages.wide);
    const validation = [
      { name: '30항목', page: pages.page30, values: page30Values },
      { name: '300항목', page: pages.wide, values: wideValues },
    ].map(({ name, page, values }) => {
      const ctx = { today, partial: true };
      const built = buildPageSchema(page, ctx);
      if (!built.safeParse(values).success) throw new Error(`bench sample values invalid for ${name}`);
      return { name, build: () => buildPageSchema(page, ctx), parse: () => built.safeParse(values), validate: () => validatePage(page, values, ctx) };
    });
    const timeSync = (fn: () => unknown) => timeMany(vn, async () => fn());
    const vRows: { name: string; build: Awaited<ReturnType<typeof timeSync>>; parse: Awaited<ReturnType<typeof timeSync>>; validate: Awaited<ReturnType<typeof timeSync>> }[] = [];
    for (const v of validation) vRows.push({ name: v.name, build: await timeSync(v.build), parse: await timeSync(v.parse), validate: await timeSync(v.validate) });

    const t = (v: number) => `${v.toFixed(2)} ms`;
    const x = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
    const W = [28, 11, 11, 11, 11];
    console.log(`\n저장 엔드포인트 지연 (applicant/update 임시저장, 30항목 쪽, 요청 ${n}회씩, 순차, DynamoDB Local)`);
    console.log(line(['path', 'p50', 'p99', 'ratio p50', 'ratio p99'], W));
    console.log(line(['handler (HTTP → 저장)', t(h.p50), t(h.p99)], W));
    console.log(line(['raw 트랜잭션 (Put+Update)', t(tx.p50), t(tx.p99), x(h.p50, tx.p50), x(h.p99, tx.p99)], W));
    console.log(line(['raw 읽기 4회 + 트랜잭션', t(all.p50), t(all.p99), x(h.p50, all.p50), x(h.p99, all.p99)], W));
    const verdict = (r: number) => `${r.toFixed(2)}x ${r <= 1.5 ? '충족' : '미충족'}`;
    console.log(`p50 비율 (목표 1.50x 이하): 트랜잭션 대비 ${verdict(h.p50 / tx.p50)}, 읽기+트랜잭션 대비 ${verdict(h.p50 / all.p50)}`);

    const V = [12, 16, 12, 18, 11];
    console.log(`\n저장 검증 (프로세스 안, shared/src/form/build-schema.ts, ${vn}회씩)`);
    console.log(line(['page', '스키마 생성 p50', '파싱만 p50', 'validatePage p50', 'p99'], V));
    for (const r of vRows) console.log(line([r.name, t(r.build.p50), t(r.parse.p50), t(r.validate.p50), t(r.validate.p99)], V));
    const v30 = vRows[0]!.validate.p50;
    console.log(`handler p50 ${t(h.p50)} = 저장소 ${t(all.p50)} + 검증 ${t(v30)} + 나머지(HTTP·middy·JSON·본문 zod) ${t(h.p50 - all.p50 - v30)}`);
  } finally {
    agent.destroy();
  }
}
