interface Props {
  options: { slug: string; label: string }[];
  value: string;
  onChange: (slug: string) => void;
}

export function SortSelect({ options, value, onChange }: Props) {
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>{option.label}</option>
        ))}
      </select>
    </div>
  );
}
