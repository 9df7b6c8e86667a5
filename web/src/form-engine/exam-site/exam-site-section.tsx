import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import type { ExamPlaces } from '@portal/shared/schemas/exam-site';
import type { Detail } from '@portal/shared/form-model/definition';
import { askConfirm } from '../../components/notice-events.ts';
import { useToast } from '../../components/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useFormEngine } from '../form-engine-context.tsx';
import { examPlacesQueryKey, examPlacesQueryOptions, saveExamPlace } from './api/exam-places.ts';
import { rowViews, type Choice, type RowView } from './row-states.ts';
import './exam-site.css';

const m = messages.examSite;

/**
 * Exam-site selection (spec 2.12, 4 'Exam-site rows') for a form detail whose code.value is 'exam_site': the places of
 * the detail with their live counts, one button per row. Each click saves at once (applicant/update, saveType 'place')
 * and then re-fetches the places; the server's Y/W/C message is shown as a toast. Giving a seat or a waitlist place up is confirmed first. The choice is not a form value: the
 * server keeps it (capacity is enforced there) and the final submission checks it.
 */
export function ExamSiteSection({ detail }: { detail: Detail }) {
  const engine = useFormEngine();
  const toast = useToast();
  const queryClient = useQueryClient();
  // Staff test mode has no applicant: nothing to load and nothing to save.
  const places = useQuery({ ...examPlacesQueryOptions(detail.id), enabled: !engine.isTest });
  const [optimistic, setOptimistic] = useState<Choice | undefined>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const inFlight = useRef(false);

  const data = places.data;
  const choice: Choice = optimistic ?? { placeId: data?.answer ?? null, status: data?.answerStatus ?? null };
  const rows = data ? rowViews(data.placeList, choice) : [];
  const canChoose = !engine.isTest && !engine.readOnly && !saving;
  const chosenName = rows.find((r) => r.chosen)?.place.place_name ?? '-';
  const busy = places.isFetching || saving;
  const titleId = `fe-exam-site-${detail.id}`;

  async function press(row: RowView) {
    if (inFlight.current || !canChoose || !row.enabled) return;
    inFlight.current = true;
    // A pending row applies; the applying (or waiting) row cancels, once the applicant says so (issue 41 item 18).
    const placeId = row.state === 'pending' ? row.place.id : null;
    if (placeId === null) {
      const name = row.place.place_name;
      const text = row.state === 'waiting' ? m.confirmCancelWaiting(name) : m.confirmCancel(name);
      if (!(await askConfirm(text, { confirm: m.confirmCancelYes, cancel: m.confirmCancelNo }))) {
        inFlight.current = false;
        return;
      }
    }
    setError(undefined);
    setOptimistic({ placeId, status: placeId === null ? null : 'Y' });
    setSaving(true);
    try {
      const r = await saveExamPlace(engine.applicantId, { detailId: detail.id, placeId });
      const status = r.result === 'C' ? null : r.result;
      queryClient.setQueryData<ExamPlaces>(examPlacesQueryKey(detail.id), (d) => (d ? { ...d, answer: r.placeId, answerStatus: status } : d));
      toast({ message: r.message, variant: 'success' });
    } catch (e) {
      // A refusal (closed, another place already chosen, busy) says why; the re-fetch shows the server's truth.
      const message = errorMessage(e);
      setError(message);
      toast({ message, variant: 'error', durationMs: constants.errorSnackbarMs });
    } finally {
      setOptimistic(undefined);
      await queryClient.refetchQueries({ queryKey: examPlacesQueryKey(detail.id), exact: true }).catch(() => undefined);
      setSaving(false);
      inFlight.current = false;
    }
  }

  return (
    <div className="es" data-exam-site={detail.id} aria-busy={busy || undefined}>
      <div className="es__bar">
        <p className="es__instruction" id={`${titleId}-instruction`}>
          {m.instruction}
        </p>
        <button type="button" className="fe-button es__refresh" onClick={() => void places.refetch()} disabled={engine.isTest || busy}>
          {m.refresh}
        </button>
      </div>
      <div className="es__table-wrap">
        <table className="es__table" aria-describedby={`${titleId}-instruction`}>
          <caption className="visually-hidden">{detail.title}</caption>
          <thead>
            <tr>
              <th scope="col" className="es__no">
                {m.columns.no}
              </th>
              <th scope="col">{m.columns.name}</th>
              <th scope="col">{m.columns.address}</th>
              <th scope="col" className="es__count">
                {m.columns.count}
              </th>
              <th scope="col" className="es__closing">
                {m.columns.closing}
              </th>
              <th scope="col" className="es__action">
                {m.columns.apply}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.place.id} className={row.chosen ? 'es__row is-chosen' : 'es__row'} data-state={row.state}>
                <td className="es__no">{i + 1}</td>
                <th scope="row" className="es__name">
                  {row.place.place_name}
                  {row.chosen ? <span className={`es__mark es__mark--${row.state}`}>{row.state === 'waiting' ? m.waitingMark : m.appliedMark}</span> : null}
                </th>
                <td>{row.place.address}</td>
                <td className="es__count">
                  {row.place.count} / {row.place.total_count}
                  {row.place.waiting > 0 ? <span className="es__waiting">{m.waitingCount(row.place.waiting)}</span> : null}
                </td>
                <td className={`es__closing es__closing--${row.state}`}>{row.place.is_closed}</td>
                <td className="es__action">
                  <button
                    type="button"
                    className={`fe-button es__apply es__apply--${row.state}`}
                    disabled={!canChoose || !row.enabled}
                    aria-label={m.rowAction(row.place.place_name, m.labels[row.state])}
                    onClick={() => void press(row)}
                  >
                    {m.labels[row.state]}
                  </button>
                </td>
              </tr>
            ))}
            {engine.isTest || (data && rows.length === 0) || (!data && places.isError) ? (
              <tr>
                <td colSpan={6} className="es__empty">
                  {engine.isTest ? m.testMode : data ? m.empty : m.loadError}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {busy ? (
          <div className="es__overlay" role="status" aria-live="polite">
            <Spinner size="medium" srText={null} />
            <span>{m.loading}</span>
          </div>
        ) : null}
      </div>
      {error ? (
        <p className="fe-error es__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="es__footer" aria-live="polite">
        {m.footer(chosenName)}
      </p>
    </div>
  );
}
