// Issue 32: alert links carry "UTM parameters and the analytics event that an alert brought the
// shopper back". The site reads back exactly what an alert's link writes (alert_visit's kind and
// channel), and nothing from any other visit or from values no alert writes.
import { describe, expect, it } from 'vitest';
import { alertVisit, carLink, type AlertEvent, type MatchBody } from '../../src/lib/alerts/messages.ts';

const body = (event: AlertEvent): MatchBody => ({
  event,
  car: { id: 7, slug: '2024-mazda-cx-5-7', name: '2024 Mazda CX-5', price: 30_000, was: null, photo: null },
});

describe.each(['new', 'price-drop', 'back-in-stock'] as const)('a %s alert link', (event) => {
  it.each(['email', 'sms'] as const)('by %s is read back as its alert_visit', (channel) => {
    const link = new URL(carLink('https://ridgeline.example', body(event), channel));
    expect(alertVisit(link.search)).toEqual({ alert_kind: event, alert_channel: channel });
  });
});

describe('other visits fire no alert_visit', () => {
  it.each([
    ['no query', ''],
    ['another source', '?utm_source=google&utm_medium=email&utm_campaign=new'],
    ['a campaign no alert writes', '?utm_source=alert&utm_medium=email&utm_campaign=toString'],
    ['a medium no alert writes', '?utm_source=alert&utm_medium=fax&utm_campaign=new'],
    ['no campaign', '?utm_source=alert&utm_medium=email'],
  ])('%s', (_, search) => {
    expect(alertVisit(search)).toBeNull();
  });
});
