import type { NewMessage } from './outbox.ts';
import type { ApplicationPosition } from './integration.ts';
import type { ChartData, IdCard, ScoreView, StepAnswerResult, StepAnswers, StepQuestion, StepType } from '@portal/shared';
import type { DuplicateKey, IdempotentWrite } from './idempotency.ts';

/** Selection steps, applicants' results and the release schedule (spec part 2, 3, 4.3; issue 19). */

/** A selection step of a project: when its results are readable and what its pages hold. Times are KST text. */
export interface StepRecord {
  id: number;
  projectId: number;
  title: string;
  viewTitle: string;
  type: StepType;
  /** 'N': the step's posting is suspended ('stop'). */
  status: 'Y' | 'N';
  /**
   * An attach step's guidance (spec part 2, 4.3): 'N' until the organisation publishes it ('Guidance pending'). Absent
   * (records stored before it existed) or 'Y': published. Other steps are published per applicant, on the record.
   */
  resultMessageStatus?: 'Y' | 'N';
  /** The organisation's fixed title of the result page (spec part 2, 2.8), replacing the spec's. */
  resultTitle?: string | undefined;
  resultStartDate: string;
  resultEndDate: string;
  content: string;
  addPageContent: string | null;
  idCard: IdCard | null;
  scoreView: ScoreView;
  addRequest: {
    heading: 'additional' | 'self_introduction';
    start: string;
    end: string;
    required: boolean;
    questions: StepQuestion[];
    fileNameFormats: { document: string; format: string }[];
    disableQuestionIds: number[];
  } | null;
  survey: { content: string; questions: StepQuestion[] } | null;
  notify: { email: boolean; sms: boolean };
}

export interface StepRepository {
  /** Writes a project's steps, replacing those the project no longer has. */
  replaceForProject(projectId: number, steps: StepRecord[]): Promise<void>;
  /** Writes one step of a project (the integration API's step upsert), keeping the others. */
  put(step: StepRecord): Promise<void>;
  listByProject(projectId: number): Promise<StepRecord[]>;
  get(projectId: number, stepId: number): Promise<StepRecord | undefined>;
}

/** What the organisation publishes of one applicant's step. */
export interface PublishedResult {
  resultMessageStatus: 'Y' | 'N';
  resultType: 'pass' | 'fail' | 'none';
  resultMessage: string;
  content?: string | undefined;
  addPageContent?: string | undefined;
  scores: Record<string, string>;
  chart: ChartData | null;
}

/** One applicant's step: the published result and what the applicant answered. Id '<stepId>-<applicantId>'. */
export interface ApplicantStepRecord extends PublishedResult {
  id: string;
  stepId: number;
  projectId: number;
  applicantId: number;
  answers: StepAnswers;
  addRequestStatus: 'Y' | 'N';
  answeredAt?: string | undefined;
  surveyAnswers?: StepAnswers | undefined;
  surveyAt?: string | undefined;
  /** When the applicant was told the result opened (claimed once, so a job run twice sends once). */
  notifiedAt?: string | undefined;
  version: number;
}

export interface ApplicantStepRepository {
  get(applicantId: number, stepId: number): Promise<ApplicantStepRecord | undefined>;
  listByApplicant(applicantId: number): Promise<ApplicantStepRecord[]>;
  /**
   * Writes the published part of an applicant's step (creating it when new), keeping the answers; a published result
   * not yet told to the applicant is queued for the notification job.
   */
  publish(projectId: number, stepId: number, applicantId: number, result: PublishedResult): Promise<ApplicantStepRecord>;
  /** The attach step's applicant step: created once with nothing published; the existing one otherwise. */
  ensure(projectId: number, stepId: number, applicantId: number): Promise<ApplicantStepRecord>;
  /**
   * Saves the additional-request answers if the record is still at `version`; false when it changed meanwhile. With
   * `idempotency`, the key's record is written in the same transaction; a DuplicateKey when a try with the key came first.
   */
  saveAnswers(record: ApplicantStepRecord, answers: StepAnswers, at: string, idempotency?: IdempotentWrite<StepAnswerResult>): Promise<boolean | DuplicateKey<StepAnswerResult>>;
  /** Stores the survey answers once; false when the step's survey was already answered. `idempotency` as saveAnswers. */
  saveSurvey(applicantId: number, stepId: number, answers: StepAnswers, at: string, idempotency?: IdempotentWrite<StepAnswerResult>): Promise<boolean | DuplicateKey<StepAnswerResult>>;
  /** Applicants of a step whose published result waits for its notification. */
  pendingNotifications(stepId: number): Promise<{ applicantId: number }[]>;
  /** Takes the notification of one applicant's step and queues its `messages` in the same transaction: true for exactly one caller. */
  claimNotification(applicantId: number, stepId: number, at: string, messages: readonly NewMessage[]): Promise<boolean>;
}

/** Across tenants: when each step's results open, so the notification job finds them with one query. */
export interface ResultReleaseSchedule {
  register(release: { tenantId: number; projectId: number; stepId: number; start: string; end: string }, previousStart?: string | undefined): Promise<void>;
  /** Releases that started within [from, to] (KST text) and have not ended at `to`. */
  open(from: string, to: string): Promise<{ tenantId: number; projectId: number; stepId: number; start: string; end: string }[]>;
  /** A release moved later (채용절차법 §8): kept until the notification job has told the project's applicants. */
  moved(change: ScheduleChange): Promise<void>;
  /** Every move not told in full yet, across tenants, oldest first. */
  pendingMoves(): Promise<ScheduleChange[]>;
  /** Where telling a move stands (the listing's next position and how many were told); `undefined`: done, the move goes. */
  progressMove(change: ScheduleChange, next: ApplicationPosition | undefined, told: number): Promise<void>;
}

/** A step's result opening moved later, and how far telling its project's applicants got (routing data: ids and times only). */
export interface ScheduleChange {
  tenantId: number;
  projectId: number;
  stepId: number;
  /** The release's start before and after (KST text). */
  from: string;
  to: string;
  /** When it moved (ISO): with the step, the change's identity and its messages' ids. */
  at: string;
  /** The next page of the project's applications to tell; absent: from the start. */
  position?: ApplicationPosition | undefined;
  told: number;
}
