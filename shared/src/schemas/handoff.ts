import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { handoffMessages as m } from '../messages/handoff.ts';
import { companySchema } from './company.ts';
import { applicantStepIdPattern } from './steps.ts';

/** Where a handoff leads (spec part 2, 2.18): the admin form, the history by check_id, a posting, index, introduction, a result. */
export const handoffTypes = ['form', 'check', 'recruit_view', 'index', 'introduction', 'result'] as const;
export type HandoffType = (typeof handoffTypes)[number];

/** The operator's own staff ids (`portal staff-token` sessions are recorded as `staff:cli`): no link may name its staff so. */
export const operatorStaffIds: readonly string[] = ['cli', 'ops', 'ops-cli', 'operator', 'system', 'admin', 'root'];

/** The values each type cannot do without. */
export const handoffRequired: Record<HandoffType, readonly ('projectId' | 'taskId' | 'applicantId' | 'noticeId' | 'applicantStepId')[]> = {
  form: ['projectId', 'taskId'],
  check: ['applicantId'],
  recruit_view: ['noticeId'],
  index: [],
  introduction: [],
  result: ['applicantStepId'],
};

const id = (label: string) =>
  z
    .number({ error: m.idNumber(label) })
    .int({ error: m.idNumber(label) })
    .min(1, { error: m.idNumber(label) })
    .max(999_999_999_999, { error: m.idNumber(label) });

export const mintHandoffBodySchema = lazySchema(() =>
  z
    .object({
      type: z.enum(handoffTypes, { error: m.typeValue }),
      /** Who is handed off: recorded on the staff session and in every audit record of its reads. */
      staffId: z
        .string({ error: m.staffIdFormat })
        .regex(/^[A-Za-z0-9._@-]{1,64}$/, { error: m.staffIdFormat })
        .refine((v) => !operatorStaffIds.includes(v.toLowerCase()), { error: m.staffIdReserved }),
      projectId: id('프로젝트 번호(projectId)').optional(),
      taskId: id('분야 번호(taskId)').optional(),
      /** The application a `check` link opens; accepted and ignored on the other types, which open no application. */
      applicantId: id('지원서 번호(applicantId)').optional(),
      noticeId: id('공고 번호(noticeId)').optional(),
      /** An applicant's step as the result route names it: `<stepId>-<applicantId>`. */
      applicantStepId: z.string({ error: m.applicantStepIdFormat }).regex(applicantStepIdPattern, { error: m.applicantStepIdFormat }).optional(),
      /**
       * Accepted for older callers and ignored: a `result` link's session opens its step by itself, and a credential
       * never travels in a link's address.
       */
      applicantToken: z.string({ error: m.applicantTokenFormat }).regex(/^[A-Za-z0-9_-]{1,200}$/, { error: m.applicantTokenFormat }).optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      const missing = handoffRequired[v.type].filter((k) => v[k] === undefined);
      if (missing.length) ctx.addIssue({ code: 'custom', message: m.required(v.type, missing.join(', ')), path: [missing[0]!] });
    }),
);
export type MintHandoffBody = z.output<typeof mintHandoffBodySchema>;

export const mintedHandoffSchema = lazySchema(() =>
  z.object({
    /** Names the link for revoking the session it opens; not a credential. */
    id: z.string(),
    /** The address to open: https://<tenant host>/move/<auth>/<type>?… — single use, valid until expiresAt. */
    url: z.string(),
    /** `result` links also: https://<tenant host>/result/<applicantStepId>/<adminToken>, the spec's result route; the same single use. */
    resultUrl: z.string().optional(),
    /** ISO 8601, UTC. */
    expiresAt: z.string(),
  }),
);
export type MintedHandoff = z.infer<typeof mintedHandoffSchema>;

export const handoffParamsSchema = lazySchema(() => z.object({ handoffId: z.string({ error: m.handoffIdFormat }).regex(/^hof_[A-Za-z0-9_-]{16}$/, { error: m.handoffIdFormat }) }));

export const revokedHandoffSchema = lazySchema(() =>
  z.object({
    /** revoked: the session it opened is ended (or the unused link can no longer be used); already: nothing was open. */
    result: z.enum(['revoked', 'already']),
  }),
);

/** The handoff login (spec 2.18 step 2): the route's auth value as `_token`. */
export const handoffLoginBodySchema = lazySchema(() =>
  z.object({ _token: z.string({ error: m.tokenFormat }).regex(/^hof_[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{20,100}$/, { error: m.tokenFormat }) }).strict(),
);

export const handoffLoginSchema = lazySchema(() =>
  z.object({
    /** The staff session: sent as `Authorization: Bearer` to /api/admin; expires and can be revoked. */
    access_token: z.string(),
    /** The tenant's domain key (the staff's workspace). */
    workspace: z.string(),
    company: companySchema,
    fileDomain: z.string(),
    /** ISO 8601, UTC: when the session ends. */
    expiresAt: z.string(),
  }),
);
export type HandoffLogin = z.infer<typeof handoffLoginSchema>;
