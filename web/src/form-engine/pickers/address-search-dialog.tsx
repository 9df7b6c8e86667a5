import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, TextInput } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { AddressEntry } from '@portal/shared/schemas/form-api';
import { errorMessage } from '../../lib/api-client.ts';
import { useAddressSearch } from './api/search-address.ts';
import { OPTION_ATTR, onListKeyDown } from './list-navigation.ts';
import './pickers.css';

const m = messages.pickers;
const a = m.address;
const MIN_KEYWORD = 2;

/** '우편번호 찾기' (spec 2.10 address): search road or jibun addresses; choosing fills postal code and road address. */
export function AddressSearchDialog({ onChoose, onClose }: { onChoose: (address: AddressEntry) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ keyword: string; run: number } | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const query = useAddressSearch(search?.keyword ?? '', search?.run ?? 0, search !== null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[query.data.pages.length - 1]?.total ?? 0;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = () => {
    const keyword = text.trim();
    setTooShort(keyword.length < MIN_KEYWORD);
    if (keyword.length >= MIN_KEYWORD) setSearch((s) => ({ keyword, run: (s?.run ?? 0) + 1 }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    submit();
  };

  const results = () => {
    if (tooShort)
      return (
        <p className="picker-status" role="alert">
          {m.keywordTooShort}
        </p>
      );
    if (!search) return <p className="picker-hint">{a.hint}</p>;
    if (query.isPending)
      return (
        <p className="picker-status" role="status">
          {m.loading(a.title)}
        </p>
      );
    if (query.isError)
      return (
        <p className="picker-status" role="alert">
          {errorMessage(query.error)}
        </p>
      );
    if (rows.length === 0) return <p className="picker-status">{m.noResults}</p>;
    return (
      <>
        <p className="picker-hint" aria-live="polite">
          {m.resultCount(rows.length, total)}
        </p>
        <ul className="picker-list" aria-label={a.title}>
          {rows.map((r) => (
            <li key={`${r.post_code}|${r.road_address}`}>
              <button type="button" className="picker-option picker-address" {...{ [OPTION_ATTR]: '' }} onClick={() => onChoose(r)}>
                <span className="picker-address__code">{r.post_code}</span>
                <span className="picker-address__line">
                  <span className="picker-address__tag">{a.roadLabel}</span> {r.road_address}
                </span>
                <span className="picker-address__line picker-option__meta">
                  <span className="picker-address__tag">{a.jibunLabel}</span> {r.jibun_address}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button type="button" block className="picker-more" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} disabled={query.isFetchingNextPage}>
            {m.more}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <Dialog title={a.title} onClose={onClose} width="xlarge" className="picker-dialog">
      <div className="picker-body" onKeyDown={onListKeyDown}>
        <div className="picker-searchbar">
          <TextInput ref={inputRef} block aria-label={a.searchLabel} placeholder={a.placeholder} value={text} onChange={(e) => setText(e.currentTarget.value)} onKeyDown={onKeyDown} />
          <Button type="button" onClick={submit}>
            {m.search}
          </Button>
        </div>
        {results()}
      </div>
    </Dialog>
  );
}
