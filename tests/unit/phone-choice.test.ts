import { describe, expect, it } from 'vitest';
import { choosePhone } from '../../src/lib/contact/phone-choice.ts';

const phones = {
  override: '+61700000001',
  byCarType: { new: '+61700000002', used: '+61700000003', demo: '+61700000004' },
  defaults: { new: '+61700000005', used: '+61700000006' },
};
const LOCATION = '+61700000007';

describe('call button number — spec §7: "dealer override, then by car type, then default new or used number, then the car\'s location phone"', () => {
  it.each([
    ['override wins', phones, 'used', '+61700000001'],
    ['then by car type', { ...phones, override: null }, 'demo', '+61700000004'],
    ['then default used for a used car', { defaults: phones.defaults }, 'used', '+61700000006'],
    ['then default new for a new car', { defaults: phones.defaults }, 'new', '+61700000005'],
    ['then the location phone', {}, 'used', LOCATION],
    ['blank numbers are skipped', { override: '  ', byCarType: { used: '' } }, 'used', LOCATION],
  ] as const)('%s', (_name, settings, carType, expected) => {
    expect(choosePhone(settings, carType, LOCATION)).toBe(expected);
  });

  it('the header (no car) uses the default new number, then used, then the location', () => {
    expect(choosePhone({ defaults: { used: '+61700000006' } }, undefined, LOCATION)).toBe('+61700000006');
    expect(choosePhone({}, undefined, LOCATION)).toBe(LOCATION);
    expect(choosePhone({}, undefined, null)).toBeNull();
  });
});
