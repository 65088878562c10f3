/**
 * The Sales and Service tabs of a location page (spec/site.md §2.3), as the WAI-ARIA tabs pattern:
 * arrow keys, Home and End move between tabs, the chosen tab's panel alone is shown. Without this
 * script the tabs are links to both panels, shown one after the other.
 */
for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
  const links = [...tabs.querySelectorAll<HTMLAnchorElement>('a[data-tab]')];
  const panelOf = (link: HTMLAnchorElement) => document.getElementById(link.dataset.tab!)!;

  const select = (chosen: HTMLAnchorElement, focus: boolean) => {
    for (const link of links) {
      const selected = link === chosen;
      link.setAttribute('aria-selected', String(selected));
      link.tabIndex = selected ? 0 : -1;
      panelOf(link).hidden = !selected;
    }
    if (focus) chosen.focus();
  };

  tabs.setAttribute('role', 'tablist');
  tabs.setAttribute('aria-label', 'Department');
  for (const link of links) {
    link.setAttribute('role', 'tab');
    link.setAttribute('aria-controls', link.dataset.tab!);
    const panel = panelOf(link);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', link.id);
    panel.tabIndex = 0;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      select(link, false);
    });
    link.addEventListener('keydown', (event) => {
      const at = links.indexOf(link);
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: links.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(links[(next + links.length) % links.length]!, true);
    });
  }
  select(links.find((link) => link.dataset.initial !== undefined) ?? links[0]!, false);
}
