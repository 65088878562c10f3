/**
 * The brand directory's search box: a plain GET form before the island hydrates; after, it searches
 * as the shopper types (debounced) and at once on submit.
 */
import { useEffect, useRef, useState } from 'react';

/** spec/shopping.md §9: "Debounce: search input 300 ms". */
const QUERY_DEBOUNCE_MS = 300;

export function DirectorySearchBox(props: { path: string; query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(props.query);
  useEffect(() => setText(props.query), [props.query]);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (query: string) => {
    clearTimeout(typing.current);
    if (query !== props.query) props.onSearch(query);
  };
  return (
    <form
      role="search"
      className="directory__search"
      action={props.path}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <label htmlFor="directory-query">Search brands and dealerships</label>
      <span className="directory__search-row">
        <input
          id="directory-query"
          type="search"
          name="query"
          value={text}
          autoComplete="off"
          placeholder="Brand, dealership or suburb"
          onChange={(event) => {
            setText(event.target.value);
            clearTimeout(typing.current);
            const query = event.target.value.trim();
            typing.current = setTimeout(() => search(query), QUERY_DEBOUNCE_MS);
          }}
        />
        <button type="submit" className="button">
          Search
        </button>
      </span>
    </form>
  );
}
