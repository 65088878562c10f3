// The spare index is brought up to date by the documents that differ from what it holds
// (pipeline/meili/spare-index.ts): a document is the same when its JSON reads back as the stored one,
// whatever the keys' order; anything else is sent again, never wrongly kept.
import { describe, expect, it } from 'vitest';
import { documentDiff } from '../../src/pipeline/meili/spare-index.ts';
import type { CarDocument } from '../../src/lib/stock/document.ts';

describe('a stored document against the one wanted', () => {
  it.each([
    ['keys in another order', { a: 1, b: [1, 'x'] }, { b: [1, 'x'], a: 1 }, true],
    ['an undefined member, which JSON leaves out', { a: 1 }, { a: 1, b: undefined }, true],
    ['undefined in a list, which JSON writes as null', { a: [null, 2] }, { a: [undefined, 2] }, true],
    ['nested objects', { a: { b: { c: null } } }, { a: { b: { c: null } } }, true],
    ['a changed price', { price: 20990 }, { price: 19990 }, false],
    ['a member the stored one lacks', { a: 1 }, { a: 1, b: 2 }, false],
    ['a member the stored one has and the new one lacks', { a: 1, b: 2 }, { a: 1 }, false],
    ['null against a value', { a: null }, { a: 0 }, false],
    ['a longer list', { a: [1] }, { a: [1, 2] }, false],
    ['a list against an object', { a: { 0: 1 } }, { a: [1] }, false],
    ['a date, which JSON writes as a text', { a: '2026-11-27T00:00:00.000Z' }, { a: new Date('2026-11-27') }, false],
    ['NaN, which JSON writes as null', { a: null }, { a: Number.NaN }, false],
  ])('%s', (_, held, wanted, same) => {
    const asDocument = (fields: object) => ({ id: 7, ...fields }) as unknown as CarDocument;
    const { upserts } = documentDiff([asDocument(held)], [asDocument(wanted)]);
    expect(upserts.length === 0).toBe(same);
  });
});

describe('documentDiff', () => {
  it('sends the changed and new documents and deletes those no longer wanted', () => {
    const doc = (id: number, price: number) => ({ id, price, make: 'Mazda' }) as unknown as CarDocument;
    const held = [doc(1, 100), doc(2, 200), doc(3, 300)];
    const wanted = [doc(1, 100), doc(2, 250), doc(4, 400)];
    expect(documentDiff(held, wanted)).toEqual({ upserts: [doc(2, 250), doc(4, 400)], deletes: [3] });
  });
});
