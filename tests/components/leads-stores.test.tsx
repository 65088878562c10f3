// spec/site.md §5 Enquiry form: "The user's details are stored only if name, email and phone are all
// present."; spec/shopping.md §9 / spec/site.md §9: "Reserve deposit default $200, held 48 hours,
// 100% refundable"; "pay-by-card text says debit or credit card".
import { beforeEach, describe, expect, it } from 'vitest';
import { $userDetails, rememberUserDetails } from '../../src/stores/leads.ts';
import { reservationCopy } from '../../src/lib/leads/reservation.ts';

beforeEach(() => $userDetails.set(null));

describe("the shopper's details are kept only when name, email and phone are all present", () => {
  it.each([
    [
      'all three',
      { name: 'Alex', email: 'alex@example.com', phone: '0412345678' },
      { name: 'Alex', email: 'alex@example.com', phone: '0412345678' },
    ],
    ['no phone', { name: 'Alex', email: 'alex@example.com', phone: '' }, null],
    ['no email', { name: 'Alex', phone: '0412345678' }, null],
    ['a blank name', { name: '  ', email: 'alex@example.com', phone: '0412345678' }, null],
  ])('%s', (_name, details, expected) => {
    rememberUserDetails(details);
    expect($userDetails.get()).toEqual(expected);
  });
});

describe('reservation copy', () => {
  it('the default $200 deposit, held 48 hours, 100% refundable, by debit or credit card', () => {
    expect(reservationCopy(200, 48)).toEqual({
      heading: 'Reserve it for $200',
      summary:
        'Reserve this car online with a $200 deposit. Your reservation holds the car for you for 48 hours. Your deposit is 100% refundable.',
      points: [
        'Your reservation holds the car for you for 48 hours.',
        'Your deposit is 100% refundable.',
        'Pay by debit or credit card.',
      ],
    });
  });
});
