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
 * `installStripeJs` runs in the page: in a browser it is served as the script's text, with the
 * functions it calls (`stripeJsSource`); in jsdom it is called. They use nothing else from outside.
 */

/** Stripe's test PaymentMethods the stand-in's card frame offers, as [id, label]. */
type TestMethods = [string, string][];
type Handler = (event?: unknown) => void;

/** An Element: the Payment Element's frame holds the test cards; the Express Checkout Element shows no wallet. */
function standInElement(type: string, methods: TestMethods) {
  const handlers = new Map<string, Set<Handler>>();
  let frame: HTMLIFrameElement | null = null;
  return {
    mount(node: HTMLElement) {
      if (type === 'payment') {
        frame = document.createElement('iframe');
        frame.title = 'Secure payment input frame (Stripe.js stand-in)';
        node.append(frame);
        const choices = methods.map(
          ([id, label], i) =>
            `<p><label><input type="radio" name="pm" value="${id}"${i === 0 ? ' checked' : ''}> ${label}</label></p>`,
        );
        frame.contentDocument!.body.innerHTML = `<fieldset><legend>Stripe test card</legend>${choices.join('')}</fieldset>`;
      }
      setTimeout(() => {
        for (const handler of handlers.get('ready') ?? []) handler({ elementType: type });
      });
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
      frame?.remove();
    },
    /** The PaymentMethod chosen in the frame, as Stripe.js reads its own frame. */
    chosen: () => frame?.contentDocument?.querySelector<HTMLInputElement>('input[name="pm"]:checked')?.value ?? '',
  };
}

function standInElements(clientSecret: string, methods: TestMethods) {
  const created: ReturnType<typeof standInElement>[] = [];
  return {
    create(type: string) {
      const element = standInElement(type, methods);
      created.push(element);
      return element;
    },
    update() {},
    submit: async () => ({}),
    clientSecret,
    chosen: () => created.map((element) => element.chosen()).find((id) => id !== '') ?? '',
  };
}

/** The Stripe constructor: the calls our forms make, and the ones @stripe/react-stripe-js checks for. */
function standInStripe(apiBase: string, methods: TestMethods) {
  return (publishableKey: string, options: { stripeAccount?: string } = {}) => {
    async function confirmPayment({ elements }: { elements: ReturnType<typeof standInElements> }) {
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
      elements: ({ clientSecret }: { clientSecret: string }) => standInElements(clientSecret, methods),
      confirmPayment,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper() {},
      registerAppInfo() {},
    };
  };
}

export function installStripeJs(apiBase: string, methods: TestMethods): void {
  // The release @stripe/stripe-js expects (its RELEASE_TRAIN), so it warns of no mismatch.
  const Stripe = Object.assign(standInStripe(apiBase, methods), { version: 'endive' });
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
}

/** The test cards the stand-in's frame offers: Stripe's test PaymentMethods of stripe-wire.ts CARDS. */
export const STAND_IN_CARDS: TestMethods = [
  ['pm_card_visa', 'Visa (succeeds)'],
  ['pm_card_mastercard', 'Mastercard (succeeds)'],
  ['pm_card_chargeDeclined', 'Visa (declined)'],
];

/** The stand-in as the script a browser loads from js.stripe.com. */
export function stripeJsSource(apiBase: string): string {
  const functions = [standInElement, standInElements, standInStripe, installStripeJs].map(String).join('\n');
  return `(() => {\n${functions}\ninstallStripeJs(${JSON.stringify(apiBase)}, ${JSON.stringify(STAND_IN_CARDS)});\n})();`;
}
