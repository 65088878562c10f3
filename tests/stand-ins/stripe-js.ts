/**
 * STAND-IN for Stripe.js (https://js.stripe.com/…/stripe.js), for tests only: these machines cannot
 * load Stripe's script. It implements only what our forms use through @stripe/stripe-js and
 * @stripe/react-stripe-js: `Stripe(publishableKey, { stripeAccount })`, `elements({ clientSecret })`,
 * the Payment Element and the Express Checkout Element (mount, events, destroy) and
 * `confirmPayment({ elements, redirect: 'if_required' })`, which confirms the PaymentIntent over
 * HTTP as Stripe.js does: a form-encoded POST to /v1/payment_intents/{id}/confirm with the
 * publishable key (`key`) and the connected account (`_stripe_account`) in the body, answered by the
 * Stripe API stand-in (stripe-api.ts). Its Payment Element is a frame of its own holding a choice of
 * Stripe's test PaymentMethods by name (no card number, as in Stripe's own frame none reaches the
 * page); its Express Checkout Element offers no wallet, as on a device without one.
 *
 * `installStripeJs` runs in the page: in a browser it is served as the script's text
 * (`stripeJsSource`), in jsdom it is called. It may use nothing from outside its own body.
 */

/** Stripe's test PaymentMethods the stand-in's card frame offers, as [id, label]. */
type TestMethods = [string, string][];

export function installStripeJs(apiBase: string, methods: TestMethods): void {
  type Handler = (event?: unknown) => void;
  type Options = { stripeAccount?: string };
  function stripe(publishableKey: string, options: Options = {}) {
    const elementsOf = ({ clientSecret }: { clientSecret: string }) => {
      let frame: HTMLIFrameElement | null = null;
      const element = (type: string) => {
        const handlers = new Map<string, Set<Handler>>();
        const emit = (event: string, payload?: unknown) => {
          for (const handler of handlers.get(event) ?? []) handler(payload);
        };
        return {
          mount(node: HTMLElement) {
            if (type === 'payment') {
              frame = document.createElement('iframe');
              frame.title = 'Secure payment input frame (Stripe.js stand-in)';
              node.append(frame);
              const choices = methods
                .map(
                  ([id, label], i) =>
                    `<p><label><input type="radio" name="pm" value="${id}"${i === 0 ? ' checked' : ''}> ${label}</label></p>`,
                )
                .join('');
              frame.contentDocument!.body.innerHTML = `<fieldset><legend>Stripe test card</legend>${choices}</fieldset>`;
            }
            setTimeout(() => emit('ready', { elementType: type }));
          },
          on(event: string, handler: Handler) {
            handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
          },
          off(event: string, handler: Handler) {
            handlers.get(event)?.delete(handler);
          },
          update() {},
          unmount() {},
          destroy() {
            if (type === 'payment') frame?.remove();
          },
        };
      };
      return {
        create: element,
        update() {},
        submit: async () => ({}),
        clientSecret,
        chosen: () => frame?.contentDocument?.querySelector<HTMLInputElement>('input[name="pm"]:checked')?.value ?? '',
      };
    };
    async function confirmPayment({ elements }: { elements: ReturnType<typeof elementsOf> }) {
      const intentId = elements.clientSecret.split('_secret_')[0];
      const body = new URLSearchParams({
        key: publishableKey,
        client_secret: elements.clientSecret,
        payment_method: elements.chosen(),
        ...(options.stripeAccount ? { _stripe_account: options.stripeAccount } : {}),
      });
      const response = await fetch(`${apiBase}/v1/payment_intents/${intentId}/confirm`, { method: 'POST', body });
      const answer = (await response.json()) as { error?: unknown };
      return answer.error ? { error: answer.error } : { paymentIntent: answer };
    }
    const unsupported = () => Promise.reject(new Error('not in the Stripe.js stand-in'));
    return {
      elements: elementsOf,
      confirmPayment,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  // The release @stripe/stripe-js expects (its RELEASE_TRAIN), so it warns of no mismatch.
  (window as unknown as { Stripe: unknown }).Stripe = Object.assign(stripe, { version: 'endive' });
}

/** The test cards the stand-in's frame offers: Stripe's test PaymentMethods of stripe-wire.ts CARDS. */
export const STAND_IN_CARDS: TestMethods = [
  ['pm_card_visa', 'Visa (succeeds)'],
  ['pm_card_chargeDeclined', 'Visa (declined)'],
];

/** The stand-in as the script a browser loads from js.stripe.com. */
export function stripeJsSource(apiBase: string): string {
  return `(${installStripeJs.toString()})(${JSON.stringify(apiBase)}, ${JSON.stringify(STAND_IN_CARDS)});`;
}
