import { EXAM_PLACE_CLOSED_TEXT, type ExamPlace } from '@portal/shared/schemas/exam-site';

/** Spec 4 'Exam-site rows': a row's state decides its button label (messages.examSite.labels). */
export type RowState = 'pending' | 'applying' | 'closed' | 'waiting';

/** The applicant's choice as the rows show it: a place and whether it holds a seat (Y) or a waitlist place (W). */
export interface Choice {
  placeId: number | null;
  status: 'Y' | 'W' | null;
}

export interface RowView {
  place: ExamPlace;
  state: RowState;
  /** Whether the row's button may be pressed (before test mode, read-only pages and saves in flight are applied). */
  enabled: boolean;
  /** The applicant's row: highlighted. */
  chosen: boolean;
}

/** A place whose closing status says the organisation closed applications (a full place still takes the waitlist). */
export const isClosedPlace = (p: ExamPlace) => p.is_closed === EXAM_PLACE_CLOSED_TEXT;

/**
 * The rows of spec 4 'Exam-site rows':
 * - with a choice, the chosen place is applying (waiting when waitlisted) and enabled, so a click cancels; every other
 *   place is pending and disabled, closed ones included (the spec's 'all others are pending and disabled');
 * - without a choice, closed places are closed and disabled, the others pending and enabled.
 */
export function rowViews(places: readonly ExamPlace[], choice: Choice): RowView[] {
  const chosenId = choice.placeId;
  return places.map((place) => {
    if (chosenId !== null && place.id === chosenId) return { place, state: choice.status === 'W' ? 'waiting' : 'applying', enabled: true, chosen: true };
    if (chosenId !== null) return { place, state: 'pending', enabled: false, chosen: false };
    const closed = isClosedPlace(place);
    return { place, state: closed ? 'closed' : 'pending', enabled: !closed, chosen: false };
  });
}
