/**
 * The origins a site's pages talk to that its built HTML does not name, worked out from its options,
 * its build settings and its stock: what the islands fetch and show after the page has loaded
 * (search, result photos, the gallery's videos, the geocoder) and where a map frame goes when the
 * shopper asks for it. Origins that the HTML names are read from the pages themselves
 * (page-scan.ts); the dealer's analytics tag adds its script's origin and the ones it sends to
 * (analytics.tag), the card processor its fields' origins (payments/csp.ts), and a tenant adds
 * what none of these can know in `security.sources`.
 * Every origin comes from config or data, never from a list here, so a new integration adds its
 * own by adding it where its options are read below.
 */
import type { TenantBuildData } from '../site/site-data.ts';
import { mapEmbedUrl } from '../locations/maps.ts';
import { cdnImageUrl, vehicleVideo } from '../vehicle/images.ts';
import type { SecurityOptions, SourceKind } from './options.ts';
import { tagOrigins } from '../analytics/tag.ts';
import { processorOrigins } from '../payments/csp.ts';
import type { PolicySources } from './policy.ts';
import { getOrMake } from '../memo.ts';

/** The origin of an absolute http(s) URL; null for one on the site itself, or not a URL. */
function urlOrigin(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

type SiteSourcesInput = Pick<TenantBuildData, 'tenant' | 'vehicles' | 'search' | 'directory'>;

/** Search (the tenant's and a group's brand directory) and the hosted geocoder. */
function connectUrls({ tenant, search, directory }: SiteSourcesInput): (string | null)[] {
  const geocoder = tenant.delivery.geocoder;
  return [search.host, directory?.search.host ?? null, geocoder.kind === 'hosted' ? geocoder.url : null];
}

/** Every stock photo as the pages and result cards ask for it: through the image CDN where there is one. */
function imageUrls({ tenant, vehicles }: SiteSourcesInput): string[] {
  const { cdnTemplate, quality, format } = tenant.vehiclePage.images;
  const viaCdn = (url: string) => cdnImageUrl(url, { width: 1, quality, format }, { template: cdnTemplate });
  return vehicles.flatMap((car) => [
    ...car.images.flatMap(({ image }) => [viaCdn(image.url), viaCdn(image.thumb.url)]),
    ...car.spin_images,
    ...(car.spin_interior_image ? [car.spin_interior_image] : []),
  ]);
}

const sourcesOf = new WeakMap<SiteSourcesInput, PolicySources>();

/** Once per site: some 100,000 photo URLs at 2,000 cars, which a build works out while its pages render. */
export function siteSources(site: SiteSourcesInput): PolicySources {
  return getOrMake(sourcesOf, site, () => derivedSources(site));
}

function derivedSources(site: SiteSourcesInput): PolicySources {
  const videos = site.vehicles.map(vehicleVideo).filter((video) => video !== null);
  // Loaded only after the shopper consents, but the policy is the page's: it must allow the tag then.
  const tag = tagOrigins(site.tenant.analytics);
  const found: Record<SourceKind, (string | null)[]> = {
    script: tag,
    style: [],
    img: [...imageUrls(site), ...tag],
    font: [],
    connect: [...connectUrls(site), ...tag],
    frame: [
      ...site.tenant.locations.map((location) => mapEmbedUrl(location, site.tenant.maps.zoom)),
      ...videos.filter((video) => video.kind === 'youtube').map((video) => video.src),
    ],
    media: videos.filter((video) => video.kind === 'video').map((video) => video.src),
    form: [],
  };
  const sources = {} as Record<SourceKind, string[]>;
  for (const kind of Object.keys(found) as SourceKind[]) {
    const origins = found[kind].map(urlOrigin).filter((origin) => origin !== null);
    const extra = [...processorOrigins(site.tenant, kind), ...tenantSources(site.tenant.security.sources)[kind]];
    sources[kind] = [...new Set([...origins, ...extra])].sort();
  }
  return sources;
}

/** The tenant's own additions, each kind named, as the options read test expects every option to be. */
function tenantSources(extra: SecurityOptions['sources']): Record<SourceKind, string[]> {
  const { script, style, img, font, connect, frame, media, form } = extra;
  return { script, style, img, font, connect, frame, media, form };
}
