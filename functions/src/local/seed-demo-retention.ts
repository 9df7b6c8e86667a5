import { PutObjectCommand } from '@aws-sdk/client-s3';
import { addCalendarDays, kstDate } from '@portal/shared/retention';
import { s3Client } from '../adapters/s3/s3-client.ts';
import { config } from '../config.ts';
import { fileKeys } from '../domain/public-site/file-keys.ts';
import type { ApplicantRecord } from '../domain/ports.ts';
import { processWiring } from '../wiring/process-wiring.ts';

/** The demo's project past its retention period (demo.yaml, issue 46 item 1): kept 14 days after its result. */
export const DEMO_RETENTION_PROJECT = 906;
const TENANT = 1001;
const TASK = 9061;
/** The result was confirmed this many days ago: past the project's 14 days, so the retention job destroys at once. */
const CONFIRMED_DAYS_AGO = 30;

const people = [
  { name: '한파기', phone: '01090269061', email: 'destroyed-1@demo.example.com', hired: false },
  { name: '오파기', phone: '01090269062', email: 'destroyed-2@demo.example.com', hired: false },
  { name: '윤채용', phone: '01090269063', email: 'hired@demo.example.com', hired: true },
];

/**
 * Applicants of the demo's project past its retention period, written straight into the store (the project closed
 * long ago, so nobody could apply through the site), each with an answer page and an uploaded file, one marked hired;
 * then the result confirmed 30 days ago, as an organisation's system confirms it through the integration API. The
 * local RetentionDestruction job (a minute's timer) then destroys the two not hired and writes the destruction record
 * (GET /api/integration/destruction-records, or `npm run portal -- job RetentionDestruction` at once).
 */
export async function seedDemoRetention(log: (line: string) => void = () => undefined): Promise<void> {
  const w = processWiring();
  const repos = w.reposFor(TENANT);
  if ((await repos.retention.get(DEMO_RETENTION_PROJECT))?.resultConfirmedAt) return;
  const now = w.clock.now();
  for (const p of people) {
    const id = await repos.applicants.nextId();
    const applicant: ApplicantRecord = {
      id,
      projectId: DEMO_RETENTION_PROJECT,
      taskId: TASK,
      taskName: '사무직',
      name: p.name,
      phone: p.phone,
      email: p.email,
      passwordHash: await w.crypto.hashPassword(w.crypto.randomToken()),
      auth: false,
      identityHash: `demo-retention-${id}`,
      status: 'N',
      confirmPage: [],
      savePage: 0,
      fields: {},
      createdAt: now.toISOString(),
      ...(p.hired ? { hired: true } : {}),
    };
    await repos.applicants.create(applicant);
    const saved = await repos.answers.savePage({ applicantId: id, pageIndex: 0, expectedVersion: 0, values: { name: p.name, email: p.email }, saveType: 'save', savedAt: now.toISOString() });
    if (!('ok' in saved) || !saved.ok) throw new Error(`demo retention applicant ${id}: page not saved`);
    const key = `${fileKeys.applicantPrefix(TENANT, id)}demo/resume.pdf`;
    await s3Client().send(new PutObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key, Body: `%PDF-1.4 ${p.name}`, ContentType: 'application/pdf' }));
    await repos.uploads.put({ applicantId: id, key, filename: 'resume.pdf', filesize: 20, contentType: 'application/pdf', field: 'file', pageIndex: 0, createdAt: now.toISOString() });
  }
  await repos.retention.setConfirmation(DEMO_RETENTION_PROJECT, { resultConfirmedAt: addCalendarDays(kstDate(now), -CONFIRMED_DAYS_AGO), confirmedBy: 'demo' }, 0);
  log(`  · 데모 보존 기간 경과 공고 ${DEMO_RETENTION_PROJECT}: 지원자 ${people.length}명(채용 1명), 파기 작업이 1분 안에 파기합니다`);
}
