/**
 * One Meilisearch multi-search over HTTP with a tenant token: what the search island sends from the
 * browser, and what the build sends to prerender each landing page, so both see the same results.
 */
export interface SearchEndpoint {
  host: string;
  apiKey: string;
}

export class SearchUnavailableError extends Error {}

export async function multiSearch(endpoint: SearchEndpoint, body: { queries: object[] }, signal?: AbortSignal): Promise<{ results: unknown[] }> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.host.replace(/\/$/, '')}/multi-search`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${endpoint.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new SearchUnavailableError('The search service could not be reached.');
  }
  if (!response.ok) throw new SearchUnavailableError(`The search service answered ${response.status}.`);
  return (await response.json()) as { results: unknown[] };
}
