import { FormControl, Select } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { Task } from '@portal/shared/schemas/project';

const m = messages.apply.task;

/** Application field (spec 2.7): only tasks with count > 0; fixed once the application is saved. */
export function TaskSection({ tasks, value, onChange }: { tasks: Task[]; value: number | null; onChange: (id: number | null) => void }) {
  const open = tasks.filter((t) => t.count > 0);
  return (
    <section className="apply-section" aria-labelledby="apply-task-title">
      <h2 id="apply-task-title" className="apply-section__title">
        {m.title}
      </h2>
      {open.length === 0 ? (
        <p className="empty-state">{m.empty}</p>
      ) : (
        <FormControl required>
          <FormControl.Label>{m.label}</FormControl.Label>
          <Select
            block
            value={value === null ? '' : String(value)}
            onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
          >
            <Select.Option value="" disabled>
              {m.placeholder}
            </Select.Option>
            {open.map((t) => (
              <Select.Option key={t.id} value={String(t.id)}>
                {t.name}
              </Select.Option>
            ))}
          </Select>
          <FormControl.Caption>{m.fixedNote}</FormControl.Caption>
        </FormControl>
      )}
    </section>
  );
}
