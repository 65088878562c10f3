/**
 * The sign-in screen (spec/site.md §2.1 /sign-in?type={kind}&redirect={target}&back={origin}): a
 * phone number, then the 6-digit code texted to it; signed in, the shopper goes on to `redirect`.
 */
import { useState, type FormEvent } from 'react';
import { SIGN_IN_HEADINGS, parseSignIn } from '../../lib/leads/sign-in.ts';
import { postJson } from '../../client/lead-api.ts';

type Step = { name: 'phone' } | { name: 'code'; phone: string };

/** null once the API has said yes; otherwise the message to show. */
async function post(path: string, body: unknown): Promise<string | null> {
  const result = await postJson('', path, body);
  if (result.ok) return null;
  if (result.status === 0) return 'We could not reach the server. Please check your connection and try again.';
  // A refused phone number or code says what is wrong with it (its field message).
  return Object.values(result.fields)[0] ?? result.error ?? 'Something went wrong. Please try again.';
}

/** The step's one field: the phone number, then the code texted to it. */
function StepField({ step }: { step: Step }) {
  return step.name === 'phone' ? (
    <p>
      <label htmlFor="sign-in-phone">Mobile number</label>
      <br />
      <input id="sign-in-phone" name="phone" type="tel" autoComplete="tel" required />
    </p>
  ) : (
    <p>
      <label htmlFor="sign-in-code">The 6-digit code we sent to {step.phone}</label>
      <br />
      <input id="sign-in-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
    </p>
  );
}

export default function SignIn() {
  const { kind, redirect, back } = parseSignIn(typeof window === 'undefined' ? '' : window.location.search);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    if (step.name === 'phone') {
      const phone = String(data.get('phone') ?? '');
      const failure = await post('/api/sign-in/code', { phone });
      setError(failure);
      if (!failure) setStep({ name: 'code', phone });
    } else {
      const failure = await post('/api/sign-in/verify', {
        phone: step.phone,
        code: String(data.get('code') ?? '').trim(),
      });
      setError(failure);
      if (!failure) return window.location.assign(redirect);
    }
    setBusy(false);
  }

  return (
    <form className="sign-in" onSubmit={submit} noValidate>
      <h1>{SIGN_IN_HEADINGS[kind]}</h1>
      <StepField step={step} />
      {error && (
        <p role="alert" className="form-errors" data-testid="error-warning">
          {error}
        </p>
      )}
      <p>
        <button className="button" type="submit" disabled={busy}>
          {step.name === 'phone' ? 'Text me a code' : 'Sign in'}
        </button>{' '}
        <a href={back}>Back</a>
      </p>
    </form>
  );
}
