/**
 * Issue 27's races, on two API instances sharing one database (PostgreSQL, and a SQLite file two
 * connections share): 30 shoppers reserving one car hold one deposit, and no loser's card is held;
 * 199 wrong sign-in codes sent at once are checked exactly `codeTries` times between the two; 25
 * codes asked for one phone at once send `textsPerPhone` texts; one test-drive slot goes to one
 * shopper.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { testPaymentProcessor } from '../../src/api/payments.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { CODE_USED_UP } from '../../src/api/routes/account.ts';
import { ENGINES, call, enquiry, startLeadApi, stopSharedPostgres } from './lead-api-harness.ts';
import { lastCode, reservation } from './lead-api-shopper.ts';

afterAll(() => stopSharedPostgres());

describe.each(ENGINES)('two instances on %s', (engine) => {
  let tenants: Tenant[];
  let shop: Tenant;
  let a: Awaited<ReturnType<typeof startLeadApi>>;
  let b: Awaited<ReturnType<typeof startLeadApi>>;
  // One card processor behind both instances, slow enough (as a real one is) that requests overlap.
  const payments = testPaymentProcessor({ delayMs: 20 });

  beforeAll(async () => {
    ({ tenants } = await loadTenants('tenants'));
    const base = tenants.find((t) => t.features.reservation && t.features.signIn)!;
    // Reserving without a session, so 30 different shoppers can race (gating has its own test).
    shop = { ...base, features: { ...base.features, gatedRoutes: [] } };
    const all = tenants.map((t) => (t.slug === shop.slug ? shop : t));
    a = await startLeadApi(all, { engine, name: 'races-a', payments });
    b = await startLeadApi(all, { engine, name: 'races-b', payments, database: a.database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  const ports = () => [a.port, b.port];

  it('gives a car to one of 30 shoppers at once and authorises only that deposit', async () => {
    const cards = ['tok_test_ok', 'tok_test_mastercard', 'tok_test_visa_debit'];
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          ports()[i % 2]!,
          shop.slug,
          'POST',
          '/api/reservations',
          reservation(42, `0412 600 ${String(i).padStart(3, '0')}`, cards[i % 3]),
        ),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(29).fill(409)]);
    const deposits = [...payments.ledger.values()];
    // Before: 4 and 25 of the 29 losers had their deposit authorised, and none was released.
    expect(deposits.filter((d) => d.state === 'authorised')).toHaveLength(1);
    expect(deposits.filter((d) => d.state !== 'released')).toHaveLength(1);
    const stored = await a.api.db.selectFrom('reservations').select('payment_ref').where('car_id', '=', 42).execute();
    expect(stored.map((r) => r.payment_ref)).toEqual(
      deposits.filter((d) => d.state === 'authorised').map((d) => d.reference),
    );
  });

  it('checks 199 wrong codes sent at once to both instances exactly codeTries times, and no more after a new code', async () => {
    const phone = '0412 700 001';
    const to = '+61412700001';
    expect((await call(a.port, shop.slug, 'POST', '/api/sign-in/code', { phone })).status).toBe(200);
    const right = lastCode(a.dataDir, to);
    const wrong = Array.from({ length: 199 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all(
      wrong.map((code, i) => call(ports()[i % 2]!, shop.slug, 'POST', '/api/sign-in/verify', { phone, code })),
    );
    const checked = replies.filter((r) => /not right/.test(r.body.error));
    // Before: 8, 6 and 15 of them were checked (a read, then a separate increment).
    expect(checked).toHaveLength(shop.leads.signInLimits.codeTries);
    expect(replies.filter((r) => r.body.error === CODE_USED_UP)).toHaveLength(199 - checked.length);
    // A new code does not give more tries in the same window.
    expect((await call(b.port, shop.slug, 'POST', '/api/sign-in/code', { phone })).status).toBe(200);
    const fresh = lastCode(b.dataDir, to);
    const verified = await call(a.port, shop.slug, 'POST', '/api/sign-in/verify', { phone, code: fresh });
    expect(verified).toMatchObject({ status: 400, body: { error: CODE_USED_UP } });
  });

  it('texts one phone textsPerPhone codes when 25 are asked for at once on both instances (20 were sent before)', async () => {
    const phone = '0412 700 002';
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) => call(ports()[i % 2]!, shop.slug, 'POST', '/api/sign-in/code', { phone })),
    );
    const sent = replies.filter((r) => r.status === 200).length;
    expect(sent).toBe(shop.leads.signInLimits.textsPerPhone);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(25 - sent);
    const texts = [a.dataDir, b.dataDir].flatMap((dir) =>
      readFileSync(join(dir, 'sms-outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .filter((line) => line.includes('+61412700002')),
    );
    expect(texts).toHaveLength(sent);
  });

  it('books one test-drive slot for one of ten shoppers sent at once to both instances', async () => {
    const days = (await call(a.port, shop.slug, 'GET', '/api/test-drive/availability?car_id=7')).body.days;
    const slot = `${days[1].date}T${days[1].slots[0]}`;
    const drive = (i: number) => {
      const lead = enquiry(
        { car_id: 7, booking_datetime: slot, message: undefined, email: `d${i}@example.com` },
        'Test Drive',
      );
      return { ...lead, kind: 'test-drive', userData: { ...lead.userData, car_id: 7 } };
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(ports()[i % 2]!, shop.slug, 'POST', '/api/leads', drive(i))),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.every((r) => [201, 400, 409].includes(r.status))).toBe(true);
    const booked = await a.api.store.leads.testDriveTimes(shop.slug, 7);
    expect(booked.filter((at) => at === slot)).toHaveLength(1);
  });
});
