import { useId } from 'react';
import { messages } from '@portal/shared/messages';
import type { Task } from '@portal/shared/schemas/project';
import { describedBy, FieldFrame } from './field-frame.tsx';

const m = messages.apply.task;

/** Application field (spec 2.7): only tasks with count > 0; fixed once the application is saved. */
export function TaskSection({ tasks, value, onChange }: { tasks: Task[]; value: number | null; onChange: (id: number | null) => void }) {
  const open = tasks.filter((t) => t.count > 0);
  const id = useId();
  return (
    <section className="apply-section" aria-labelledby="apply-task-title">
      <h2 id="apply-task-title" className="apply-section__title">
        {m.title}
      </h2>
      {open.length === 0 ? (
        <p className="empty-state">{m.empty}</p>
      ) : (
        <FieldFrame id={id} label={m.label} required caption={m.fixedNote}>
          <select
            id={id}
            className="plain-select"
            value={value === null ? '' : String(value)}
            onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            aria-required="true"
            aria-describedby={describedBy(id, undefined, true)}
          >
            <option value="" disabled>
              {m.placeholder}
            </option>
            {open.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
    </section>
  );
}
