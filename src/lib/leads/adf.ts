/**
 * Turns a lead into ADF/XML 1.0 (Auto-lead Data Format), the format dealer CRMs take in by email or
 * HTTP. Element order follows the ADF 1.0 DTD because some CRMs validate against it and reject a lead
 * whose elements are out of order. Everything that comes from the shopper or the stock feed is
 * escaped, and characters XML 1.0 forbids are removed, because one stray control character makes the
 * whole document unparseable and the lead would be lost.
 */
import { XML_DECLARATION, branch, cleanText, leaf, renderXml, type XmlNode, type XmlValue } from '../format/xml.ts';

export type AdfVehicle = {
  /** ADF 1.0 allows buy | lease | sell | trade-in | test-drive; the site only produces these three. */
  interest: 'buy' | 'test-drive' | 'trade-in';
  status: 'new' | 'used';
  /** The car's id on the site (the stock feed's id), so the CRM can match it to its own stock. */
  id?: number | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stock?: string | null;
  price?: number | null;
  odometer?: number | null;
  /** What ADF has no element for, e.g. what the shopper asked about when no car was chosen. */
  comments?: string | null;
};

/** How the shopper asked to be contacted (the valuation form's choice). */
type PreferredContact = 'Phone' | 'Email' | 'SMS';

export type AdfLead = {
  id: string;
  requestDate: Date;
  /** The lead kind (e.g. 'enquiry'), sent as the provider's service so the CRM can route it. */
  kind: string;
  category: string;
  subcategory?: string | null;
  /** The car the shopper asked about. */
  vehicle: AdfVehicle | null;
  /** The shopper's own car, where they offered one in trade. */
  tradeIn: AdfVehicle | null;
  customer: {
    /** Null on the short trade-in form, which asks for no name. */
    firstName: string | null;
    lastName?: string | null;
    email: string;
    phone: string;
    postcode?: string | null;
    comments?: string | null;
    optIn: boolean;
    preferredContact?: PreferredContact | null;
  };
  /** Fields ADF has no element for, as [label, value], listed in the comments (./adf-details.ts). */
  details?: readonly (readonly [string, string])[];
  vendor: { name: string; dealershipSlug?: string | null; phone?: string | null; url?: string | null };
  provider: { name: string; url?: string | null };
};

/** ISO 8601 with an explicit offset, as ADF asks; UTC so the result never depends on the server's zone. */
function adfDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('ADF lead has an invalid request date');
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** An element the DTD requires: empty when there is no value (year, make and model of a vehicle). */
function required(tag: string, value: XmlValue, attrs: Record<string, string> = {}): XmlNode {
  return leaf(tag, value, attrs) ?? { tag, attrs, text: '' };
}

function vehicleNode(vehicle: AdfVehicle, interest: AdfVehicle['interest'], source: string): XmlNode {
  return {
    tag: 'vehicle',
    attrs: { interest, status: vehicle.status },
    children: [
      leaf('id', vehicle.id, { source }),
      required('year', vehicle.year),
      required('make', vehicle.make),
      required('model', vehicle.model),
      leaf('vin', vehicle.vin),
      leaf('stock', vehicle.stock),
      leaf('odometer', vehicle.odometer, { status: 'original', units: 'km' }),
      leaf('price', vehicle.price, { type: 'asking', currency: 'AUD' }),
      leaf('comments', vehicle.comments),
    ].filter((child) => child !== null),
  };
}

/**
 * ADF requires at least one vehicle. A lead about no car (contact, service, a general enquiry) sends
 * one with year, make and model empty and what the shopper asked about in its comments.
 */
function noCarVehicle(lead: AdfLead): AdfVehicle {
  const asked = [lead.category, lead.subcategory].map(cleanText).filter((part) => part !== null);
  return {
    interest: 'buy',
    status: 'used',
    comments: `No particular vehicle${asked.length > 0 ? `: ${asked.join(' / ')}` : ''}`,
  };
}

function vehicleNodes(lead: AdfLead): XmlNode[] {
  const source = lead.provider.name;
  const wanted = lead.vehicle ?? (lead.tradeIn === null ? noCarVehicle(lead) : null);
  return [
    wanted === null ? null : vehicleNode(wanted, wanted.interest, source),
    lead.tradeIn === null ? null : vehicleNode(lead.tradeIn, 'trade-in', source),
  ].filter((node) => node !== null);
}

/**
 * ADF has no place for the site's category or the marketing opt-in, so they head the comments
 * where the salesperson reads them; the shopper's own message follows.
 * @internal Exported for its tests.
 */
export function adfComments(lead: Pick<AdfLead, 'category' | 'subcategory' | 'customer' | 'details'>): string {
  const category = [lead.category, lead.subcategory].map(cleanText).filter((part) => part !== null);
  const lines = [
    category.length > 0 ? `Category: ${category.join(' / ')}` : null,
    `Marketing opt-in: ${lead.customer.optIn ? 'Yes' : 'No'}`,
    ...(lead.details ?? []).map(([label, value]) => `${label}: ${value}`),
  ].filter((line) => line !== null);
  const message = cleanText(lead.customer.comments);
  return message === null ? lines.join('\n') : `${lines.join('\n')}\n\n${message}`;
}

/**
 * The forms ask for a postcode but never a street, and ADF's address requires a street first: the
 * street is sent empty so the postcode keeps its own element, which CRMs route leads by.
 */
function addressNode(postcode: string | null): XmlNode | null {
  if (postcode === null) return null;
  return branch('address', [required('street', null), leaf('postalcode', postcode), leaf('country', 'AU')]);
}

/**
 * The contact's name where the form asked for none (the short trade-in form).
 * @internal Exported for its tests.
 */
export const NO_NAME = 'Not asked (short trade-in form)';

function customerNode(lead: AdfLead): XmlNode | null {
  const { customer } = lead;
  const prefers = (choice: PreferredContact[]): Record<string, string> =>
    customer.preferredContact && choice.includes(customer.preferredContact) ? { preferredcontact: '1' } : {};
  const contact = branch('contact', [
    // The DTD wants a name in every contact: a form that asked for none says so.
    customer.firstName === null && !customer.lastName
      ? leaf('name', NO_NAME, { part: 'full' })
      : leaf('name', customer.firstName, { part: 'first' }),
    leaf('name', customer.lastName, { part: 'last' }),
    leaf('email', customer.email, prefers(['Email'])),
    leaf('phone', customer.phone, { type: 'voice', ...prefers(['Phone', 'SMS']) }),
    addressNode(cleanText(customer.postcode)),
  ]);
  return branch('customer', [contact, leaf('comments', adfComments(lead))]);
}

function vendorNode(lead: AdfLead): XmlNode | null {
  const { vendor, provider } = lead;
  return branch('vendor', [
    leaf('id', vendor.dealershipSlug, { source: provider.name }),
    leaf('vendorname', vendor.name),
    // The DTD puts the vendor's url beside vendorname; a <url> inside <contact> fails validation.
    leaf('url', vendor.url),
    // The DTD's contact needs an email or a phone: a dealer with no number on file gets an empty one.
    branch('contact', [
      leaf('name', vendor.name, { part: 'full' }),
      required('phone', vendor.phone, { type: 'voice' }),
    ]),
  ]);
}

function providerNode(lead: AdfLead): XmlNode | null {
  const { provider } = lead;
  return branch('provider', [
    leaf('name', provider.name, { part: 'full' }),
    leaf('service', lead.kind),
    leaf('url', provider.url),
  ]);
}

/** The whole ADF document for one lead. */
export function leadToAdf(lead: AdfLead): string {
  const prospect = branch(
    'prospect',
    [
      leaf('id', lead.id, { sequence: '1', source: lead.provider.name }),
      leaf('requestdate', adfDate(lead.requestDate)),
      ...vehicleNodes(lead),
      customerNode(lead),
      vendorNode(lead),
      providerNode(lead),
    ],
    { status: 'new' },
  );
  // requestdate is always present, so the prospect always is too.
  const adf: XmlNode = { tag: 'adf', attrs: {}, children: prospect === null ? [] : [prospect] };
  return [XML_DECLARATION, '<?adf version="1.0"?>', renderXml(adf), ''].join('\n');
}
