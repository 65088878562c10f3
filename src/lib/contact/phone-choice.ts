export type CarTypeName = 'new' | 'used' | 'demo';

export interface PhoneSettings {
  override?: string | null | undefined;
  byCarType?: Partial<Record<CarTypeName, string | null | undefined>> | undefined;
  defaults?: { new?: string | null | undefined; used?: string | null | undefined } | undefined;
}

/**
 * The number the call button dials (spec/shopping.md §7): the dealer override, then the number
 * for the car's type, then the default new or used number, then the car's location phone.
 * Without a car (the site header) the default new number comes before the used one.
 */
export function choosePhone(
  phones: PhoneSettings,
  carType?: CarTypeName,
  locationPhone?: string | null,
): string | null {
  const defaultForType = carType === 'used' ? phones.defaults?.used : phones.defaults?.new;
  const candidates = [
    phones.override,
    carType ? phones.byCarType?.[carType] : undefined,
    defaultForType,
    carType ? undefined : phones.defaults?.used,
    locationPhone,
  ];
  return candidates.find((n): n is string => typeof n === 'string' && n.trim() !== '') ?? null;
}
