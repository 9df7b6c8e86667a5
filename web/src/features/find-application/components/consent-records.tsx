import type { ConsentRecord } from '@portal/shared/schemas/find-application';
import { consentRecordMessages as t } from '@portal/shared/messages/consent-records';

/** What the applicant agreed to at the consent step (PIPA §22, §23): each consent with its version, time and client. */
export function ConsentRecords({ consents }: { consents: readonly ConsentRecord[] | undefined }) {
  if (!consents?.length) return null;
  return (
    <section className="fa-consents" aria-labelledby="fa-consents-title" data-testid="history-consents">
      <h2 id="fa-consents-title" className="fa-consents__title">
        {t.title}
      </h2>
      <p className="fa-consents__intro">{t.intro}</p>
      <ul className="fa-consents__list">
        {consents.map((c) => (
          <li key={c.id} className="fa-consents__item">
            <span className="fa-consents__name">
              {c.title}
              {c.sensitive ? <span className="fa-consents__badge">{t.sensitive}</span> : null}
            </span>
            <span className="fa-consents__meta">
              <span>{t.agreedAt(c.at)}</span>
              <span>{t.version(c.version)}</span>
              <span>{t.client(c.client)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
