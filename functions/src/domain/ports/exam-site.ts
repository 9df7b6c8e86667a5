/** Exam sites: places, seats and choices. */

export interface ExamPlaceRecord {
  detailId: number;
  id: number;
  place_name: string;
  address: string;
  total_count: number;
  /** Closed to new applications by the organisation. */
  closed: boolean;
  count: number;
  waiting: number;
}

export interface ExamChoiceRecord {
  detailId: number;
  applicantId: number;
  placeId: number;
  /** 'Y' holds a seat, 'W' waitlisted. */
  status: 'Y' | 'W';
  at: string;
  /** While waitlisted: the place in the queue (lower sorts first). */
  waitKey?: string | undefined;
}

/** What an apply did, read from the write itself: a seat, a waitlist place, or the choice that was already there. */
export type ExamApplyResult =
  | { kind: 'Y'; choice: ExamChoiceRecord }
  | { kind: 'W'; choice: ExamChoiceRecord }
  | { kind: 'chosen'; choice: ExamChoiceRecord }
  | { kind: 'closed' }
  | { kind: 'missing' }
  | { kind: 'busy' };

/** What a cancel did: the choice it removed and, when that freed a seat, the waitlisted applicant who got it. */
export type ExamReleaseResult =
  | { kind: 'released'; released: ExamChoiceRecord; promoted?: { choice: ExamChoiceRecord; place: ExamPlaceRecord } | undefined }
  | { kind: 'none' }
  | { kind: 'busy' };

/**
 * Exam places with capacity enforced by conditional writes: a place never holds more than total_count seats,
 * nobody waits while a seat is free, and a freed seat goes to the head of the place's waitlist in the same transaction.
 */
export interface ExamPlaceRepository {
  list(detailId: number): Promise<ExamPlaceRecord[]>;
  getChoice(detailId: number, applicantId: number): Promise<ExamChoiceRecord | undefined>;
  /**
   * In one transaction: the applicant's only choice of the detail and a seat (a free seat and nobody waiting, place open);
   * else the choice as the last of the waitlist. 'chosen' carries the choice that stopped the write; 'busy' after too many lost races.
   */
  apply(detailId: number, applicantId: number, placeId: number, now: Date): Promise<ExamApplyResult>;
  /**
   * Removes the applicant's choice of the detail and, in the same transaction, gives a seat to the head of the waitlist
   * (or back to the place when nobody waits), or gives up the waitlist place. 'none': no choice to remove.
   */
  release(detailId: number, applicantId: number, now: Date): Promise<ExamReleaseResult>;
  /** Writes the configured places, keeping their live counts, and queues waitlist choices older than the queue. */
  upsertPlaces(detailId: number, places: { id: number; place_name: string; address: string; total_count: number; closed: boolean }[]): Promise<void>;
}
