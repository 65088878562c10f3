import { describe, expect, it } from 'vitest';
import { adfComments, leadToAdf, type AdfVehicle } from '../../src/lib/leads/adf.ts';
import { CAR, flat, lead } from '../fixtures/adf-lead.ts';

describe('ADF/XML 1.0 document — brief: "<?xml version="1.0" encoding="UTF-8"?> then <?adf version="1.0"?> then <adf><prospect status="new">"', () => {
  const xml = leadToAdf(lead());

  it('starts with the XML declaration and the ADF processing instruction', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(flat(xml)).toContain(
      '<adf><prospect status="new"><id sequence="1" source="Forecourt">lead-123</id><requestdate>',
    );
    expect(xml.trimEnd().endsWith('</prospect>\n</adf>')).toBe(true);
  });

  it.each([
    [
      'vehicle',
      '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model><vin>JTDBR32E720012345</vin><stock>U1234</stock><odometer status="original" units="km">45210</odometer><price type="asking" currency="AUD">34990</price></vehicle>',
    ],
    [
      'customer',
      '<customer><contact><name part="first">Jane</name><name part="last">Citizen</name><email>jane@example.com</email><phone type="voice">0412345678</phone><address><street></street><postalcode>2000</postalcode><country>AU</country></address></contact><comments>',
    ],
    [
      'vendor (url beside vendorname, as the ADF 1.0 DTD orders it)',
      '<vendor><id source="Forecourt">sydney-motors</id><vendorname>Sydney Motors</vendorname><url>https://sydneymotors.example</url><contact><name part="full">Sydney Motors</name><phone type="voice">0298765432</phone></contact></vendor>',
    ],
    [
      'provider',
      '<provider><name part="full">Forecourt</name><service>enquiry</service><url>https://forecourt.example</url></provider></prospect></adf>',
    ],
  ])('%s', (_name, expected) => {
    expect(flat(xml)).toContain(expected);
  });

  it('is pretty-printed with 2-space indentation', () => {
    expect(xml).toContain('\n  <prospect status="new">\n    <id sequence="1"');
    expect(xml).toContain('\n      <year>2021</year>');
  });

  it('keeps ADF 1.0 element order: id, requestdate, vehicle+, customer, vendor, provider', () => {
    const order = ['<id ', '<requestdate>', '<vehicle ', '<customer>', '<vendor>', '<provider>'].map((tag) =>
      xml.indexOf(tag),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('requestdate — brief: "ISO 8601 with offset"', () => {
  it.each([
    ['UTC instant, milliseconds dropped', '2025-03-04T05:06:07.890Z', '2025-03-04T05:06:07+00:00'],
    ['an Australian local time is the same instant in UTC', '2025-01-01T09:30:00+11:00', '2024-12-31T22:30:00+00:00'],
  ])('%s', (_name, input, expected) => {
    expect(leadToAdf(lead({ requestDate: new Date(input) }))).toContain(`<requestdate>${expected}</requestdate>`);
  });

  it('refuses an invalid date rather than sending a lead with no date', () => {
    expect(() => leadToAdf(lead({ requestDate: new Date('nonsense') }))).toThrow(RangeError);
  });
});

describe('price and odometer — brief: "price formatting (integer, no commas)"', () => {
  it.each([
    [34990, '34990'],
    [1234567, '1234567'],
    [34990.6, '34991'],
    [0, '0'],
  ])('%s → %s', (price, expected) => {
    expect(leadToAdf(lead({ vehicle: { ...CAR, price } }))).toContain(
      `<price type="asking" currency="AUD">${expected}</price>`,
    );
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [-5]])('an unusable price (%s) is left out', (price) => {
    expect(leadToAdf(lead({ vehicle: { ...CAR, price } }))).not.toContain('<price');
  });
});

describe('empty values — brief: "omit elements whose value is null/undefined/empty", except where the ADF 1.0 DTD requires the element', () => {
  const sparse: AdfVehicle = {
    interest: 'test-drive',
    status: 'new',
    year: null,
    make: 'Mazda',
    model: '  ',
    vin: undefined,
    stock: '',
    price: null,
  };

  it.each(['<vin', '<stock', '<price', '<odometer'])('no %s element', (tag) => {
    expect(leadToAdf(lead({ vehicle: sparse }))).not.toContain(tag);
  });

  it('keeps what is there; year, make and model (vehicle: "year, make, model") are sent empty when unknown', () => {
    expect(flat(leadToAdf(lead({ vehicle: sparse })))).toContain(
      '<vehicle interest="test-drive" status="new"><year></year><make>Mazda</make><model></model></vehicle>',
    );
  });

  it.each([
    ['no last name', { customer: { ...lead().customer, lastName: null } }, 'part="last"'],
    ['brief: "address only when postcode present"', { customer: { ...lead().customer, postcode: '' } }, '<address>'],
    ['no vendor phone', { vendor: { name: 'Sydney Motors', phone: null } }, '<phone>'],
    ['no vendor url or slug', { vendor: { name: 'Sydney Motors' } }, 'sydney-motors'],
    ['no provider url', { provider: { name: 'Forecourt' } }, 'forecourt.example'],
  ] as const)('%s', (_name, overrides, absent) => {
    expect(leadToAdf(lead(overrides))).not.toContain(absent);
  });
});

describe('a lead about no car — ADF 1.0 DTD: prospect (id*, requestdate, vehicle+, …)', () => {
  it('sends one vehicle with year, make and model empty and what the shopper asked about in its comments', () => {
    const xml = flat(leadToAdf(lead({ vehicle: null, category: 'Service Enquiry', subcategory: 'Logbook service' })));
    expect(xml).toContain(
      '<requestdate>2025-03-04T05:06:07+00:00</requestdate><vehicle interest="buy" status="used"><year></year><make></make><model></model><comments>No particular vehicle: Service Enquiry / Logbook service</comments></vehicle><customer>',
    );
    expect(xml.match(/<vehicle /g)).toHaveLength(1);
  });

  it('a trade-in alone is the one vehicle', () => {
    const xml = flat(
      leadToAdf(lead({ vehicle: null, tradeIn: { interest: 'trade-in', status: 'used', stock: 'ABC123' } })),
    );
    expect(xml.match(/<vehicle /g)).toHaveLength(1);
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year></year><make></make><model></model><stock>ABC123</stock></vehicle>',
    );
  });
});

describe('fields without an ADF element — issue 28: "with no field lost"', () => {
  it('follow the category and opt-in in the comments, one "Label: value" line each', () => {
    const details = [
      ['Test drive time', '2025-03-08T10:30'],
      ['Location', 'Bayside Service'],
    ] as const;
    expect(adfComments(lead({ details }))).toBe(
      'Category: Vehicle Enquiry\nMarketing opt-in: Yes\nTest drive time: 2025-03-08T10:30\nLocation: Bayside Service\n\nIs it available?',
    );
  });

  it('a preferred contact method marks that channel preferredcontact="1"', () => {
    const email = flat(leadToAdf(lead({ customer: { ...lead().customer, preferredContact: 'Email' } })));
    expect(email).toContain('<email preferredcontact="1">jane@example.com</email><phone type="voice">');
    const sms = flat(leadToAdf(lead({ customer: { ...lead().customer, preferredContact: 'SMS' } })));
    expect(sms).toContain('<email>jane@example.com</email><phone type="voice" preferredcontact="1">');
  });

  it("the car's id on the site is the vehicle's id", () => {
    expect(flat(leadToAdf(lead({ vehicle: { ...CAR, id: 263011 } })))).toContain(
      '<vehicle interest="buy" status="used"><id source="Forecourt">263011</id><year>2021</year>',
    );
  });
});

describe('trade-in — brief: "a second <vehicle interest="trade-in" status="used"> for the trade-in"', () => {
  const tradeIn: AdfVehicle = {
    interest: 'trade-in',
    status: 'used',
    year: 2012,
    make: 'Holden',
    model: 'Commodore',
    odometer: 210000,
  };
  const xml = flat(leadToAdf(lead({ tradeIn })));

  it('follows the car of interest as a second vehicle', () => {
    expect(xml).toContain(
      '</vehicle><vehicle interest="trade-in" status="used"><year>2012</year><make>Holden</make><model>Commodore</model><odometer status="original" units="km">210000</odometer></vehicle><customer>',
    );
    expect(xml.match(/<vehicle /g)).toHaveLength(2);
  });

  it('is always marked trade-in, whatever interest it was given', () => {
    expect(flat(leadToAdf(lead({ vehicle: null, tradeIn: { ...tradeIn, interest: 'buy' } })))).toContain(
      '<vehicle interest="trade-in" status="used">',
    );
  });
});

describe('comments — brief: "comments should include category/subcategory line e.g. \'Category: General Enquiry / Career Enquiry\' followed by the message"', () => {
  it.each([
    [
      'category and subcategory',
      { category: 'General Enquiry', subcategory: 'Career Enquiry' },
      'Hello',
      true,
      'Category: General Enquiry / Career Enquiry\nMarketing opt-in: Yes\n\nHello',
    ],
    [
      'category only',
      { category: 'Vehicle Enquiry', subcategory: null },
      'Hi',
      false,
      'Category: Vehicle Enquiry\nMarketing opt-in: No\n\nHi',
    ],
    ['no message', { category: 'Vehicle Enquiry' }, null, true, 'Category: Vehicle Enquiry\nMarketing opt-in: Yes'],
  ] as const)('%s', (_name, categories, comments, optIn, expected) => {
    const input = lead({ ...categories, customer: { ...lead().customer, comments, optIn } });
    expect(leadToAdf(input)).toContain(`<comments>${expected}</comments>`);
  });
});
