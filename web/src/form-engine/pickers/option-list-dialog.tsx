import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, TextInput } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { OptionEntry, OptionList } from '@portal/shared/schemas/form-api';
import { errorMessage } from '../../lib/api-client.ts';
import { useOptionList, type OptionListParams } from './api/get-option-list.ts';
import { OPTION_ATTR, onListKeyDown } from './list-navigation.ts';
import { filterEntries, listLabel, pickDirect, pickEntry, type PickedOption } from './option-filter.ts';
import './pickers.css';

const m = messages.pickers;

/** Rows rendered from the all list at once; more asks for a longer search word. */
export const MAX_SHOWN = 100;

export interface OptionListDialogProps extends OptionListParams {
  title: string;
  defaults: { requirement: string; preference: string };
  onChoose: (picked: PickedOption) => void;
  onClose: () => void;
  /** A reason the list may not be used yet (shown instead of the lists and passed to onGuard once). */
  guard?: ((list: OptionList) => string | undefined) | undefined;
  onGuard?: ((message: string) => void) | undefined;
}

function EntryButton({ entry, bracket, onChoose }: { entry: OptionEntry; bracket: boolean; onChoose: (p: PickedOption) => void }) {
  return (
    <button type="button" className="picker-option" {...{ [OPTION_ATTR]: '' }} onClick={() => onChoose(pickEntry(entry))}>
      <span className="picker-option__name">{bracket ? m.itemLabel(entry.name) : entry.name}</span>
      {entry.certification_organization ? <span className="picker-option__meta">{entry.certification_organization}</span> : null}
    </button>
  );
}

function FixedList({ label, fallback, entries, onChoose }: { label: string | null; fallback: string; entries: OptionEntry[]; onChoose: (p: PickedOption) => void }) {
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <section className="picker-section">
      {label ? (
        <h3 className="picker-section__title" id={id}>
          {label}
        </h3>
      ) : null}
      <ul className="picker-list" {...(label ? { 'aria-labelledby': id } : { 'aria-label': fallback })}>
        {entries.map((e) => (
          <li key={e.id}>
            <EntryButton entry={e} bracket={false} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The certificate, language-test and organisation picker (spec 2.11): the required list, the preferred list
 * (label from configuration), and unless searchable is 'none' an 'all' list with a search box. Free input
 * ('[word] 직접입력') is offered when nothing matches and the list allows it (etc 'Y').
 */
export function OptionListDialog({ title, defaults, onChoose, onClose, guard, onGuard, ...params }: OptionListDialogProps) {
  const query = useOptionList(params);
  const [word, setWord] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const list = query.data;
  const narrow = list?.searchable === 'none';
  const blocked = list && guard ? guard(list) : undefined;
  const guarded = useRef(false);

  // The search box takes the focus once the list is there (the dialog opened on the loading text).
  const searchable = Boolean(list) && !narrow && !blocked;
  useEffect(() => {
    if (searchable) searchRef.current?.focus();
  }, [searchable]);

  useEffect(() => {
    if (blocked && !guarded.current) {
      guarded.current = true;
      onGuard?.(blocked);
    }
  }, [blocked, onGuard]);

  const matches = list && !narrow ? filterEntries(list.all, word) : [];
  const direct = list?.etc === 'Y' && word.trim() !== '' && matches.length === 0 ? word.trim() : undefined;
  const shown = matches.slice(0, MAX_SHOWN);

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter never submits the page form; with a single candidate it chooses it.
    e.preventDefault();
    if (direct) onChoose(pickDirect(direct));
    else if (matches.length === 1) onChoose(pickEntry(matches[0]!));
  };

  const body = () => {
    if (query.isPending)
      return (
        <p className="picker-status" role="status">
          {m.loading(title)}
        </p>
      );
    if (query.isError || !list)
      return (
        <div className="picker-status" role="alert">
          <p>{query.isError ? errorMessage(query.error) : m.loadFailed(title)}</p>
          <Button type="button" onClick={() => void query.refetch()}>
            {messages.common.retry}
          </Button>
        </div>
      );
    if (blocked)
      return (
        <p className="picker-status" role="alert">
          {blocked}
        </p>
      );
    return (
      <>
        <FixedList label={listLabel(list.labels?.requirement, defaults.requirement)} fallback={defaults.requirement} entries={list.requirement} onChoose={onChoose} />
        <FixedList label={listLabel(list.labels?.preference, defaults.preference)} fallback={defaults.preference} entries={list.preference} onChoose={onChoose} />
        {narrow ? (
          list.requirement.length + list.preference.length === 0 ? <p className="picker-status">{m.emptyList}</p> : null
        ) : (
          <section className="picker-section">
            <h3 className="picker-section__title">{`${m.allList} ${title}`}</h3>
            <TextInput
              ref={searchRef}
              className="picker-search"
              block
              aria-label={`${title} ${m.search}`}
              placeholder={m.searchPlaceholder}
              value={word}
              onChange={(e) => setWord(e.currentTarget.value)}
              onKeyDown={onSearchKeyDown}
            />
            <ul className="picker-list picker-list--all" aria-label={`${m.allList} ${title}`}>
              {direct ? (
                <li>
                  <button type="button" className="picker-option picker-option--direct" {...{ [OPTION_ATTR]: '' }} onClick={() => onChoose(pickDirect(direct))}>
                    {m.direct(direct)}
                  </button>
                </li>
              ) : (
                shown.map((e) => (
                  <li key={e.id}>
                    <EntryButton entry={e} bracket onChoose={onChoose} />
                  </li>
                ))
              )}
            </ul>
            {!direct && matches.length === 0 ? <p className="picker-status">{word.trim() ? m.noResults : m.emptyList}</p> : null}
            {matches.length > MAX_SHOWN ? <p className="picker-hint">{m.tooMany(MAX_SHOWN)}</p> : null}
          </section>
        )}
      </>
    );
  };

  return (
    <Dialog title={title} onClose={onClose} width={narrow ? 'medium' : 'xlarge'} className="picker-dialog">
      <div className="picker-body" onKeyDown={onListKeyDown} data-testid="picker-body">
        {body()}
      </div>
    </Dialog>
  );
}
