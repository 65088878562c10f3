/** Spec §8 no results: this title, this text and a Clear Filters button (to /special-offers unless configured). */
export function NoResults({ clearFiltersPath }: { clearFiltersPath: string }) {
  return (
    <div className="no-results" role="status">
      <h2>No Results Available</h2>
      <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
      <a className="button" href={clearFiltersPath}>
        Clear Filters
      </a>
    </div>
  );
}
