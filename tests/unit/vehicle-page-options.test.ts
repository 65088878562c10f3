// spec/site.md §2.3 "Vehicle page sections configurable per dealer": the vehiclePage tenant options,
// their defaults and what the demo tenants set.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

describe('vehiclePage tenant options', () => {
  const minimal = () => {
    const result = parseTenant(
      { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' },
      'tenants/sites/minimal-motors.json',
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    return result.tenant;
  };

  it('defaults', () => {
    expect(minimal().vehiclePage).toEqual({
      sections: [
        'dealer-comments',
        'certified-pre-owned',
        'whats-included',
        'why-buy',
        'reserve-online',
        'protect-your-car',
        'features',
        'key-information',
        'car-summary',
        'all-specifications',
      ],
      sectionHeadings: {},
      whatsIncluded: expect.any(Array),
      whyBuy: expect.any(Array),
      protectYourCar: expect.any(Array),
      certifiedPreOwned: { makes: [], lines: [] },
      reserveDeposit: 200,
      reserveHoldHours: 48,
      reservationsPerShopper: 1,
      reserveMinPrice: 0,
      defaultMediaMode: 'spinner',
      ctaButtons: ['enquire', 'test-drive', 'trade-in', 'finance', 'reserve', 'call', 'history-report'],
      financeEnquiryModal: false,
      reservePath: 'checkout',
      whatsappNumber: null,
      share: { twitter: true },
      pdf: false,
      images: { cdnTemplate: null, quality: 75, format: 'webp', width: 600, height: 400 },
      searchCrumbPath: null,
      featureBanner: {
        enabled: true,
        links: [
          { label: 'Latest Offers', href: '/offers' },
          { label: 'Book a Service', href: '/service' },
          { label: 'Sell Your Car', href: '/trade-in' },
        ],
      },
    });
  });

  it.each([
    [{ ctaButtons: ['whatsapp'] }, 'whatsappNumber'],
    [{ images: { cdnTemplate: 'https://cdn.example/{width}' } }, 'cdnTemplate'],
    [{ sections: ['summary'] }, 'sections'],
    [{ searchCrumbPath: 'used-car' }, 'searchCrumbPath'],
  ])('%j is refused with a message naming %s', (vehiclePage, field) => {
    const result = parseTenant(
      { slug: 'm', name: 'M', id: 1, url: 'https://m.example', vehiclePage },
      'tenants/sites/m.json',
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toContain(field);
  });

  describe('demo tenants', () => {
    let tenants: Map<string, Tenant>;
    beforeAll(async () => {
      tenants = new Map((await loadTenants('tenants')).tenants.map((t) => [t.slug, t]));
    });
    const page = (slug: string) => tenants.get(slug)!.vehiclePage;

    it('MG opens in the gallery ("default gallery on one brand variant, else spinner")', () => {
      expect(page('coastline-mg').defaultMediaMode).toBe('gallery');
      expect(page('bayside-nissan').defaultMediaMode).toBe('spinner');
    });

    it('Bayside Nissan hides Twitter; Coastline MG has print and PDF', () => {
      expect(page('bayside-nissan').share.twitter).toBe(false);
      expect(page('coastline-mg').pdf).toBe(true);
      expect(tenants.get('coastline-mg')!.features.print).toBe(true);
    });

    it("the used-only dealer: the spec's search crumb (no override), its own order and heading", () => {
      expect(page('ridgeline-pre-owned').searchCrumbPath).toBeNull();
      expect(tenants.get('ridgeline-pre-owned')!.search.usedOnly).toBe(true);
      expect(page('ridgeline-pre-owned').sections[0]).toBe('key-information');
      expect(page('ridgeline-pre-owned').sectionHeadings).toEqual({ 'dealer-comments': 'Our Comments' });
    });

    it('Outback offers WhatsApp and the location button', () => {
      expect(page('outback-trucks-bikes-and-vans').ctaButtons).toEqual(
        expect.arrayContaining(['whatsapp', 'location']),
      );
      expect(page('outback-trucks-bikes-and-vans').whatsappNumber).toBe('+61491570156');
    });
  });
});
