// Feature flags and the options that go with them: which buttons, gates and tools a site has.
import { z } from 'zod';
import { flag } from '../options/fields.ts';

/**
 * Routes a site may put behind sign-in (spec/site.md §2.1, §4), named by the sign-in `type` they
 * send. My-garage routes are always gated, so they are not an option. The spin-to-win and
 * online-payment pages are content pages a site gives (their frontmatter names the kind:
 * docs/routes.md).
 */
const GATED_ROUTES = ['trade-in', 'checkout', 'finance', 'car-finance', 'spin-to-win', 'online-payment'] as const;

export const featuresSchema = z
  .strictObject({
    /**
     * Reserve a car online with a refundable deposit (/cars/{slug}/checkout, or /buy-online: vehiclePage.reservePath).
     * @example true
     */
    reservation: flag(false),
    /**
     * Sign-in for shoppers; needed for the watchlist and for gated routes.
     * @example true
     */
    signIn: flag(false),
    /**
     * Routes that send a visitor who is not signed in to /sign-in first. Needs `signIn`.
     * "trade-in": /trade-in and /cars/trade-in; "checkout": reserving (/cars/{slug}/checkout or
     * /buy-online) and /checkout-journey; "finance": /finance; "car-finance": a car's personalised
     * finance, /finance?car_id=… (where /personalised/finance?car_id=… lands), leaving /finance open;
     * "spin-to-win" and "online-payment": the site's content pages whose frontmatter names that `gate`.
     * @example ["checkout", "car-finance"]
     */
    gatedRoutes: z.array(z.enum(GATED_ROUTES)).default([]),
    /**
     * Heart button that saves cars in the browser.
     * @example false
     */
    favourites: flag(true),
    /**
     * Compare button on result cards.
     * @example true
     */
    compare: flag(false),
    /**
     * Save cars to a watchlist kept on the server (needs `signIn`).
     * @example true
     */
    watchlist: flag(false),
    /**
     * Buy online end to end (/checkout-journey).
     * @example true
     */
    onlinePurchase: flag(false),
    /**
     * Trade-in valuation button and /trade-in page.
     * @example true
     */
    tradeInValuation: flag(false),
    /**
     * Print button on the car page.
     * @example true
     */
    print: flag(false),
    /**
     * Show runs of consecutive sold cars in results as one card.
     * @example true
     */
    collapseSoldCars: flag(false),
    /**
     * Mask the phone number on car pages until it is clicked.
     * @example true
     */
    phoneReveal: flag(false),
    /**
     * Market price badge and price gauge from AutoGrab data.
     * @example true
     */
    autograb: flag(false),
    /**
     * The dealer licenses Redbook: a car whose feed record has an NVIC (`has_nvic`) shows its
     * factory specifications (the feed's `variant`: engine, economy, dimensions, ANCAP) under All
     * specifications, credited to Redbook, and the fuel calculator starts at its combined economy.
     * Off, or for a car without an NVIC, the page lists the dealer's own fields only.
     * @example true
     */
    redbook: flag(false),
    /**
     * Chat assistant on the site.
     * @example true
     */
    autobot: flag(false),
    /**
     * "My garage" area for signed-in owners (always gated).
     * @example true
     */
    garage: flag(false),
    /**
     * Open header menus on hover as well as on click.
     * @example true
     */
    hoverMenus: flag(false),
    /**
     * The 'Sales this Month' counter in the header (spec/site.md §2.3, §9): 192 a day, one every
     * 450 seconds since the 1st in Brisbane time, updated every 150 seconds in the browser.
     * @example true
     */
    salesCounter: flag(false),
  })
  .prefault({})
  .superRefine((features, ctx) => {
    // A gate without sign-in would lock every visitor out of the route.
    if (features.gatedRoutes.length > 0 && !features.signIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['gatedRoutes'],
        message: 'no gated routes while features.signIn is false',
        input: features.gatedRoutes,
      });
    }
    if (features.watchlist && !features.signIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['watchlist'],
        message: 'false while features.signIn is false',
        input: features.watchlist,
      });
    }
  });
