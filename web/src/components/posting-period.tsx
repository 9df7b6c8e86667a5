import type { ReactElement } from 'react';
import { displayKst } from '@portal/shared/dates';

/**
 * A notice's 'start ~ end' to the minute, each date kept on one line with its '~' (a narrow screen wraps between the
 * dates, never inside one, and never leaves the '~' alone).
 */
export function PostingPeriod({ startDate, endDate }: { startDate: string | null; endDate: string | null }): ReactElement {
  return (
    <>
      <span className="nowrap">{displayKst(startDate ?? '')} ~</span> <span className="nowrap">{displayKst(endDate ?? '')}</span>
    </>
  );
}
