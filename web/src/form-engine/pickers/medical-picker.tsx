import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, TextInput } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { MedicalInstitution } from '@portal/shared/schemas/form-api';
import { errorMessage } from '../../lib/api-client.ts';
import { useMedicals } from './api/get-medicals.ts';
import { OPTION_ATTR, onListKeyDown } from './list-navigation.ts';
import './pickers.css';

const m = messages.pickers;
const c = m.medical.columns;
const orDash = (v: string | null | undefined) => (v ? v : m.empty);

/**
 * '의료기관' (spec 2.11): a server-paged search of the medical register. Enter (or 검색) searches from page 1;
 * '더보기' loads the next page while fewer rows than the total are loaded. Choosing a row hands it back.
 */
export function MedicalPicker({ onChoose, onClose }: { onChoose: (institution: MedicalInstitution) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState({ text: '', run: 0 });
  const query = useMedicals(search.text, search.run);
  const inputRef = useRef<HTMLInputElement>(null);
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[query.data.pages.length - 1]?.total ?? 0;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = () => setSearch((s) => ({ text: text.trim(), run: s.run + 1 }));
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    submit();
  };

  return (
    <Dialog title={m.medical.title} onClose={onClose} width="xlarge" className="picker-dialog picker-dialog--wide">
      <div className="picker-body" onKeyDown={onListKeyDown}>
        <div className="picker-searchbar">
          <TextInput ref={inputRef} block aria-label={m.medical.searchLabel} placeholder={m.searchPlaceholder} value={text} onChange={(e) => setText(e.currentTarget.value)} onKeyDown={onKeyDown} />
          <Button type="button" onClick={submit}>
            {m.search}
          </Button>
        </div>
        {query.isPending ? (
          <p className="picker-status" role="status">
            {m.loading(m.medical.title)}
          </p>
        ) : query.isError ? (
          <p className="picker-status" role="alert">
            {errorMessage(query.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="picker-status">{m.noResults}</p>
        ) : (
          <>
            <p className="picker-hint" aria-live="polite">
              {m.resultCount(rows.length, total)}
            </p>
            <div className="picker-table-wrap">
              <table className="picker-table">
                <thead>
                  <tr>
                    <th scope="col">{c.type}</th>
                    <th scope="col">{c.name}</th>
                    <th scope="col">{c.address}</th>
                    <th scope="col">{c.openDate}</th>
                    <th scope="col">{c.closureDate}</th>
                    <th scope="col">
                      <span className="visually-hidden">{c.choose}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id}>
                      <td className="picker-table__nowrap">{orDash(r.type)}</td>
                      <td>{orDash(r.name)}</td>
                      <td className="picker-table__address">{orDash(r.address)}</td>
                      <td className="picker-table__nowrap">{orDash(r.open_date)}</td>
                      <td className="picker-table__nowrap">{orDash(r.closure_date)}</td>
                      <td className="picker-table__nowrap">
                        <Button type="button" size="small" {...{ [OPTION_ATTR]: '' }} aria-label={`${r.name} ${c.choose}`} onClick={() => onChoose(r)}>
                          {c.choose}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.hasNextPage ? (
              <Button type="button" block className="picker-more" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} disabled={query.isFetchingNextPage}>
                {m.more}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
