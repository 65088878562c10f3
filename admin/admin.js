/**
 * Starts the CMS (Decap CMS, loaded by index.html) for one site: ?site=<slug> picks it, and without
 * one this page lists the sites. config.json is generated from the schemas (npm run cms:config).
 * On localhost the CMS saves through the dev server's backend (npm run dev), which checks each save
 * as tenants:check does; elsewhere through GitHub, a pull request per save. Beside each form the
 * preview shows the site's page as saved: in npm run dev it reloads by itself after a save.
 */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
const local = LOCAL_HOSTS.includes(location.hostname);

function showSites(list) {
  document.title = 'Forecourt CMS: choose a site';
  const main = document.createElement('main');
  main.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem';
  const heading = document.createElement('h1');
  heading.textContent = 'Which site are you editing?';
  const items = document.createElement('ul');
  for (const entry of list) {
    const link = document.createElement('a');
    link.href = `?site=${encodeURIComponent(entry.slug)}`;
    link.textContent = entry.name;
    const item = document.createElement('li');
    item.append(link);
    items.append(item);
  }
  main.append(heading, items);
  document.body.append(main);
}

/** Where the site's pages are: the dev server's host for it, or the live site. */
function siteBase(entry) {
  return local ? `${location.protocol}//${entry.slug}.localhost:${location.port}` : (entry.url ?? '');
}

/** The page each collection's entry shows on: settings on the contact page, content at its own address. */
const PAGE_OF = {
  settings: () => '/contact-us/',
  offers: (id) => (id ? `/offers/${id}/` : '/offers/'),
  posts: (id) => (id ? `/blog/${id}/` : '/blog/'),
  pages: (id) => (id ? `/${id}/` : '/'),
};

function registerPreviews(entry) {
  const h = window.h;
  for (const [kind, pathOf] of Object.entries(PAGE_OF)) {
    const preview = (props) => {
      const id = props.entry.get('slug');
      const src = siteBase(entry) + pathOf(id);
      return h('iframe', {
        src,
        title: 'The page as saved (it reloads after each save)',
        style: { width: '100%', height: '100vh', border: 0 },
      });
    };
    // A files collection's preview is named by its file ("settings"), a folder collection's by the collection.
    window.CMS.registerPreviewTemplate(kind === 'settings' ? kind : `${entry.slug}--${kind}`, preview);
  }
}

const config = await (await fetch('config.json', { cache: 'no-store' })).json();
const sites = config.forecourt_sites;
delete config.forecourt_sites;
const slug = new URLSearchParams(location.search).get('site');
const site = sites.find((s) => s.slug === slug);

if (!site) {
  showSites(sites);
} else {
  config.collections = config.collections.filter((c) => c.name.startsWith(`${site.slug}--`));
  if (local) config.local_backend = { url: `${location.origin}/admin/api/v1` };
  config.load_config_file = false;
  registerPreviews(site);
  window.CMS.init({ config });
}
