import { useState, type KeyboardEvent } from 'react';
import { Button, Dialog, TextInput } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { OPTION_ATTR, onListKeyDown } from './list-navigation.ts';
import './pickers.css';

const m = messages.pickers;

/** '전공': a fixed list of majors plus free input (spec 2.11). */
export function MajorPicker({ majors, onChoose, onClose }: { majors: readonly string[]; onChoose: (name: string) => void; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const chooseTyped = () => {
    if (typed.trim()) onChoose(typed.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    chooseTyped();
  };
  return (
    <Dialog title={m.major.title} onClose={onClose} width="medium" className="picker-dialog">
      <div className="picker-body" onKeyDown={onListKeyDown}>
        <ul className="picker-list" aria-label={m.major.title}>
          {majors.map((name) => (
            <li key={name}>
              <button type="button" className="picker-option" {...{ [OPTION_ATTR]: '' }} onClick={() => onChoose(name)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
        <div className="picker-direct">
          <TextInput
            aria-label={`${m.major.title} ${m.major.directLabel}`}
            placeholder={m.major.directPlaceholder}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="button" onClick={chooseTyped} disabled={!typed.trim()}>
            {m.major.directLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
