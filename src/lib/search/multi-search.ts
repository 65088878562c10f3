/**
 * One Meilisearch multi-search with a tenant token, over the transport it is handed: fetch in the
 * browser (client/fetch-post.ts), a keep-alive Node client in the build (pipeline/http-post.ts), so
 * both send the same request and read the answer alike.
 */
export interface SearchEndpoint {
  host: string;
  apiKey: string;
}

/** POSTs JSON and reads JSON back: the transport a search is handed. */
export type JsonPost = (
  url: string,
  headers: Record<string, string>,
  body: string,
  signal?: AbortSignal,
) => Promise<{ status: number; json: unknown }>;

class SearchUnavailableError extends Error {}

export async function multiSearch(
  endpoint: SearchEndpoint,
  body: { queries: object[] },
  { post, signal }: { post: JsonPost; signal?: AbortSignal },
): Promise<{ results: unknown[] }> {
  const headers = { Authorization: `Bearer ${endpoint.apiKey}`, 'Content-Type': 'application/json' };
  let answer: Awaited<ReturnType<JsonPost>>;
  try {
    answer = await post(`${endpoint.host.replace(/\/$/, '')}/multi-search`, headers, JSON.stringify(body), signal);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new SearchUnavailableError('The search service could not be reached.');
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new SearchUnavailableError(`The search service answered ${answer.status}.`);
  return answer.json as { results: unknown[] };
}
