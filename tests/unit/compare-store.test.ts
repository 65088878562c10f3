// spec/shopping.md §1 compare cars, §2 compare control: the compare list kept in this browser
// (localStorage key 'forecourt:compare'), at most MAX_COMPARE = 4 cars; a fifth is refused.
// The persistent engine is swapped for @nanostores/persistent's test storage, which stands in for
// localStorage and lets the test read what was written under which key.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import {
  $compareList,
  MAX_COMPARE,
  removeCompare,
  toggleCompare,
  type CompareCar,
  type CompareResult,
} from '../../src/stores/compare.ts';

const car = (id: number): CompareCar => ({ id, name: `Car ${id}`, slug: `car-${id}` });
const COMPARE_KEY = 'forecourt:compare';
const pickCompare = (cars: CompareCar[]) => {
  for (const picked of cars) toggleCompare(picked);
};
const clearCompare = () => {
  for (const { id } of $compareList.get()) removeCompare(id);
};

// biome-ignore lint/correctness/useHookAtTopLevel: @nanostores/persistent's test storage switch, not a React hook.
useTestStorageEngine();
beforeEach(() => {
  cleanTestStorage();
  clearCompare();
});

describe('toggleCompare', () => {
  it.each<[string, number[], number, CompareResult, number[]]>([
    ['adds to an empty list', [], 1, 'added', [1]],
    ['adds at the end, keeping the order picked', [1, 2], 3, 'added', [1, 2, 3]],
    ['adds the fourth', [1, 2, 3], 4, 'added', [1, 2, 3, 4]],
    ['refuses a fifth: full', [1, 2, 3, 4], 5, 'full', [1, 2, 3, 4]],
    ['removes a car already picked', [1, 2, 3], 2, 'removed', [1, 3]],
    ['removes from a full list', [1, 2, 3, 4], 4, 'removed', [1, 2, 3]],
    ['removes the only car', [7], 7, 'removed', []],
  ])('%s', (_name, before, id, result, after) => {
    pickCompare(before.map(car));
    expect(toggleCompare(car(id))).toBe(result);
    expect($compareList.get().map((c) => c.id)).toEqual(after);
  });

  it('allows at most 4 cars', () => {
    expect(MAX_COMPARE).toBe(4);
    const results = [1, 2, 3, 4, 5, 6].map((id) => toggleCompare(car(id)));
    expect(results).toEqual(['added', 'added', 'added', 'added', 'full', 'full']);
  });

  it('stores only id, name and slug', () => {
    toggleCompare({ ...car(3), price: 1 } as CompareCar);
    expect($compareList.get()).toEqual([car(3)]);
  });
});

describe('persistence', () => {
  it("is kept as JSON under 'forecourt:compare'", () => {
    toggleCompare(car(1));
    toggleCompare(car(2));
    expect(JSON.parse(getTestStorage()['forecourt:compare']!)).toEqual([car(1), car(2)]);
    removeCompare(1);
    expect(JSON.parse(getTestStorage()['forecourt:compare']!)).toEqual([car(2)]);
  });

  it('follows a change made in another tab', () => {
    const stop = $compareList.listen(() => {});
    setTestStorageKey(COMPARE_KEY, JSON.stringify([car(9)]));
    expect($compareList.get()).toEqual([car(9)]);
    stop();
  });

  it.each<[string, string]>([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['entries of the wrong shape', '[{"id":"1","slug":"x"},null,{"name":"no id"}]'],
  ])('reads a stored value that is %s as an empty list', (_name, stored) => {
    const stop = $compareList.listen(() => {});
    setTestStorageKey(COMPARE_KEY, stored);
    expect($compareList.get()).toEqual([]);
    expect(toggleCompare(car(1))).toBe('added');
    stop();
  });

  it('shows at most 4 even when more were stored', () => {
    const stop = $compareList.listen(() => {});
    setTestStorageKey(COMPARE_KEY, JSON.stringify([1, 2, 3, 4, 5].map(car)));
    expect($compareList.get().map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(toggleCompare(car(6))).toBe('full');
    stop();
  });
});
