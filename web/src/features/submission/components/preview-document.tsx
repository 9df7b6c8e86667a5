import { messages } from '@portal/shared/messages';
import type { Preview, PreviewSection } from '@portal/shared/schemas/submission';
import { useDisplayableImage } from '../../../lib/stored-file.ts';
import { usePrintPageMargins } from '../hooks/use-print-page-margins.ts';
import { PreviewItem } from './preview-item.tsx';

const m = messages.submission;

function ApplicantPhoto({ user }: { user: Preview['user'] }) {
  const src = useDisplayableImage(user.src, user.photo);
  return (
    <figure className="pv-photo">
      {src ? <img src={src} alt={`${user.name} ${m.photo}`} /> : <figcaption className="pv-photo__none">{m.noPhoto}</figcaption>}
    </figure>
  );
}

/** Whether the form asks for a photo: without one (and no stored photo) the header shows no empty photo box. */
const asksForPhoto = (preview: Preview) => preview.body.some((s) => s.details.some((d) => d.items.some((i) => i.type === 'photo')));

/** A detail that holds one item labelled as the detail itself: the label alone says it (no repeated heading). */
const repeatsItsItem = (detail: PreviewSection['details'][number]) => detail.items.length === 1 && detail.items[0]!.label.trim() === detail.title.trim();

function Section({ section, headerPhoto }: { section: PreviewSection; headerPhoto: string | null | undefined }) {
  const headingId = `pv-section-${section.id}`;
  return (
    <section className={`pv-section pv-section--col${section.col}`} aria-labelledby={headingId} data-code={section.code_value}>
      <h3 className="pv-section__title" id={headingId}>
        {section.label}
      </h3>
      {section.details.length === 0 ? <p className="pv-section__empty">{m.empty}</p> : null}
      {section.details.map((detail, i) => {
        const numbered = detail.row !== undefined;
        const showTitle = numbered || (detail.title !== '' && detail.title !== section.label && !repeatsItsItem(detail));
        return (
          <div
            key={`${detail.id}-${detail.row ?? i}`}
            className={`pv-detail${numbered ? ' pv-detail--row' : ''}`}
            role="group"
            aria-label={numbered ? `${detail.title} ${messages.formPage.row(detail.row!)}` : detail.title || section.label}
          >
            {showTitle ? (
              <h4 className="pv-detail__title">
                {detail.title}
                {numbered ? <span className="pv-detail__row">{detail.row}</span> : null}
              </h4>
            ) : null}
            <dl className="pv-items">
              {detail.items
                // The header already shows the application's photo (or that there is none); the form item would repeat it.
                .filter((item) => !(item.type === 'photo' && headerPhoto !== undefined && (item.photo ?? null) === headerPhoto))
                .map((item) => (
                  <PreviewItem key={item.id} item={item} />
                ))}
            </dl>
          </div>
        );
      })}
    </section>
  );
}

/** The application as submitted (2.14): header, photo, sections of 1 or 2 columns. Shared by the preview and the test preview. */
export function PreviewDocument({ preview }: { preview: Preview }) {
  const { header, user } = preview;
  usePrintPageMargins();
  const showPhoto = user.photo !== null || asksForPhoto(preview);
  return (
    <article className="pv-document" aria-label={m.title}>
      <header className="pv-header">
        {showPhoto ? <ApplicantPhoto user={user} /> : null}
        <dl className="pv-header__facts">
          <div>
            <dt>{m.project}</dt>
            <dd>{header.project.value}</dd>
          </div>
          <div>
            <dt>{header.task.label}</dt>
            <dd>{header.task.value}</dd>
          </div>
          <div>
            <dt>{m.completeName}</dt>
            <dd>{user.name}</dd>
          </div>
          {user.number ? (
            <div>
              <dt>{m.applicantNumber}</dt>
              <dd className="pv-number">{user.number}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      {preview.body.map((section) => (
        <Section key={section.id} section={section} headerPhoto={showPhoto ? user.photo : undefined} />
      ))}
    </article>
  );
}
