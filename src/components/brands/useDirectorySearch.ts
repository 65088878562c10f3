/**
 * The brand directory island's state: it lives in the URL (?query=…&make=…&page=…, pushed on every
 * change and read back on back and forward), each state is one Meilisearch multi-search with the
 * site's tenant token, and a failed search keeps the results on screen with a retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_DIRECTORY_STATE,
  directoryRequest,
  directoryStateFromSearch,
  directoryUrl,
  readDirectoryAnswer,
  type DirectoryResults,
  type DirectoryState,
} from '../../lib/brands/directory-search.ts';
import { multiSearch } from '../../lib/search/multi-search.ts';
import type { DirectoryIslandProps } from '../../views/brands.ts';
import { fetchPost } from '../../client/fetch-post.ts';

export type DirectoryStatus = 'idle' | 'loading' | 'error';

export function useDirectorySearch({ endpoint, indexUid, path, initialResults }: DirectoryIslandProps) {
  const [state, setState] = useState<DirectoryState>(DEFAULT_DIRECTORY_STATE);
  const [results, setResults] = useState<DirectoryResults>(initialResults);
  const [status, setStatus] = useState<DirectoryStatus>('idle');
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(
    async (next: DirectoryState) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('loading');
      try {
        const answer = await multiSearch(endpoint, directoryRequest(indexUid, next), {
          post: fetchPost,
          signal: controller.signal,
        });
        setResults(readDirectoryAnswer(answer.results, next));
        setStatus('idle');
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        console.error('Directory search failed; keeping the previous results.', error);
        setStatus('error');
      }
    },
    [endpoint, indexUid],
  );

  const show = useCallback(
    (next: DirectoryState, push: boolean) => {
      setState(next);
      const url = directoryUrl(path, next);
      if (push && url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
      void run(next);
    },
    [path, run],
  );

  // The address the page opened at, and back and forward: a bare path keeps the prerendered page (§5).
  useEffect(() => {
    const fromUrl = () => {
      const next = directoryStateFromSearch(location.search);
      if (next) show(next, false);
      else if (inFlight.current) show(DEFAULT_DIRECTORY_STATE, false);
    };
    fromUrl();
    addEventListener('popstate', fromUrl);
    return () => removeEventListener('popstate', fromUrl);
  }, [show]);

  return {
    state,
    results,
    status,
    update: (change: Partial<DirectoryState>) => show({ ...state, page: 1, ...change }, true),
    retry: () => void run(state),
  };
}
