/**
 * Turns a lead into ADF/XML 1.0 (Auto-lead Data Format), the format dealer CRMs take in by email or
 * HTTP. Element order follows the ADF 1.0 DTD because some CRMs validate against it and reject a lead
 * whose elements are out of order. Everything that comes from the shopper or the stock feed is
 * escaped, and characters XML 1.0 forbids are removed, because one stray control character makes the
 * whole document unparseable and the lead would be lost.
 */
import { XML_DECLARATION, branch, cleanText, leaf, renderXml, type XmlNode } from '../format/xml.ts';

export type AdfVehicle = {
  /** ADF 1.0 allows buy | lease | sell | trade-in | test-drive; the site only produces these three. */
  interest: 'buy' | 'test-drive' | 'trade-in';
  status: 'new' | 'used';
  year?: number | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stock?: string | null;
  price?: number | null;
  odometer?: number | null;
};

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
    firstName: string;
    lastName?: string | null;
    email: string;
    phone: string;
    postcode?: string | null;
    comments?: string | null;
    optIn: boolean;
  };
  vendor: { name: string; dealershipSlug?: string | null; phone?: string | null; url?: string | null };
  provider: { name: string; url?: string | null };
};

/** ISO 8601 with an explicit offset, as ADF asks; UTC so the result never depends on the server's zone. */
function adfDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('ADF lead has an invalid request date');
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

function vehicleNode(vehicle: AdfVehicle, interest: AdfVehicle['interest']): XmlNode | null {
  return branch(
    'vehicle',
    [
      leaf('year', vehicle.year),
      leaf('make', vehicle.make),
      leaf('model', vehicle.model),
      leaf('vin', vehicle.vin),
      leaf('stock', vehicle.stock),
      leaf('odometer', vehicle.odometer, { status: 'original', units: 'km' }),
      leaf('price', vehicle.price, { type: 'asking', currency: 'AUD' }),
    ],
    { interest, status: vehicle.status },
  );
}

/**
 * ADF has no place for the site's category or the marketing opt-in, so they head the comments
 * where the salesperson reads them; the shopper's own message follows.
 */
function adfComments(lead: Pick<AdfLead, 'category' | 'subcategory' | 'customer'>): string {
  const category = [lead.category, lead.subcategory].map(cleanText).filter((part) => part !== null);
  const lines = [
    category.length > 0 ? `Category: ${category.join(' / ')}` : null,
    `Marketing opt-in: ${lead.customer.optIn ? 'Yes' : 'No'}`,
  ].filter((line) => line !== null);
  const message = cleanText(lead.customer.comments);
  return message === null ? lines.join('\n') : `${lines.join('\n')}\n\n${message}`;
}

function customerNode(lead: AdfLead): XmlNode | null {
  const { customer } = lead;
  const postcode = cleanText(customer.postcode);
  const address = postcode === null ? null : branch('address', [leaf('postalcode', postcode), leaf('country', 'AU')]);
  const contact = branch('contact', [
    leaf('name', customer.firstName, { part: 'first' }),
    leaf('name', customer.lastName, { part: 'last' }),
    leaf('email', customer.email),
    leaf('phone', customer.phone, { type: 'voice' }),
    address,
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
    branch('contact', [leaf('name', vendor.name, { part: 'full' }), leaf('phone', vendor.phone, { type: 'voice' })]),
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
      lead.vehicle === null ? null : vehicleNode(lead.vehicle, lead.vehicle.interest),
      lead.tradeIn === null ? null : vehicleNode(lead.tradeIn, 'trade-in'),
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
