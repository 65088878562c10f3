import { useEffect, useState } from 'react';
import { useSearchBox } from 'react-instantsearch-core';
import { useDebouncedCallback } from './hooks.ts';

/** Spec §9: the search input is debounced 300 ms. */
const QUERY_DEBOUNCE_MS = 300;

/** The query box (InstantSearch's search box): debounced as the spec says, at once on submit. */
export function SearchBox() {
  const { query, refine } = useSearchBox();
  const [text, setText] = useState(query);
  // Back/forward or Clear all change the query from outside: show it.
  useEffect(() => setText(query), [query]);
  const searchSoon = useDebouncedCallback(refine, QUERY_DEBOUNCE_MS);
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        refine(text.trim());
      }}
    >
      <label htmlFor="search-query" className="visually-hidden">
        Search stock
      </label>
      <input
        id="search-query"
        type="search"
        name="query"
        value={text}
        placeholder="Search make, model or keyword"
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          searchSoon(event.target.value.trim());
        }}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
