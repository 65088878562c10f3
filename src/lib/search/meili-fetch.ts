/**
 * One Meilisearch multi-search over HTTP with a tenant token: what the search island sends from the
 * browser, and what the build sends to prerender each landing page, so both see the same results.
 */
export interface SearchEndpoint {
  host: string;
  apiKey: string;
}

/** POSTs JSON and reads JSON back; the browser uses fetch, the build a keep-alive Node client. */
export type JsonPost = (
  url: string,
  headers: Record<string, string>,
  body: string,
  signal?: AbortSignal,
) => Promise<{ status: number; json: unknown }>;

class SearchUnavailableError extends Error {}

const fetchPost: JsonPost = async (url, headers, body, signal) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal });
  return { status: response.status, json: response.ok ? await response.json() : null };
};

export async function multiSearch(
  endpoint: SearchEndpoint,
  body: { queries: object[] },
  options: { signal?: AbortSignal; post?: JsonPost } = {},
): Promise<{ results: unknown[] }> {
  const post = options.post ?? fetchPost;
  const headers = { Authorization: `Bearer ${endpoint.apiKey}`, 'Content-Type': 'application/json' };
  let answer: Awaited<ReturnType<JsonPost>>;
  try {
    answer = await post(
      `${endpoint.host.replace(/\/$/, '')}/multi-search`,
      headers,
      JSON.stringify(body),
      options.signal,
    );
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new SearchUnavailableError('The search service could not be reached.');
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new SearchUnavailableError(`The search service answered ${answer.status}.`);
  return answer.json as { results: unknown[] };
}
