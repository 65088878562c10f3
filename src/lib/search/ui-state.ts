/**
 * InstantSearch's UI state of the search index ↔ our SearchState: the router's state mapping.
 * The route state is a SearchState, which url-state.ts writes as our URL scheme and reads back, so
 * InstantSearch's router carries the URLs the build prerenders. Pure, both ways, unit-tested.
 *
 * InstantSearch's page is 1-based here and left out on page 1, its sortBy (an index name: the
 * tenant's sort slug) left out at the default, its ranges written `min:max` as our URL writes them.
 */
import { formatRange, parseRange } from './url-query.ts';
import { LIST_ATTRIBUTES, RANGE_ATTRIBUTES } from './constants.ts';
import type { ListAttribute, RangeAttribute, SearchState } from './types.ts';

/** The part of InstantSearch's IndexUiState the island's widgets write. */
export interface SearchUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
}

export function toSearchState(ui: SearchUiState, defaultSort: string): SearchState {
  const refinementList: SearchState['refinementList'] = {};
  for (const attr of LIST_ATTRIBUTES) {
    const values = ui.refinementList?.[attr]?.filter((value) => value !== '');
    if (values && values.length > 0) refinementList[attr] = [...new Set(values)];
  }
  const range: SearchState['range'] = {};
  for (const attr of RANGE_ATTRIBUTES) {
    const value = ui.range?.[attr] === undefined ? null : parseRange(ui.range[attr]);
    if (value) range[attr] = value;
  }
  const page = ui.page !== undefined && Number.isInteger(ui.page) && ui.page > 1 ? ui.page : 1;
  return { query: ui.query ?? '', page, sortBy: ui.sortBy || defaultSort, refinementList, range };
}

export function toUiState(state: SearchState, defaultSort: string): SearchUiState {
  const ui: SearchUiState = {};
  if (state.query !== '') ui.query = state.query;
  if (state.page > 1) ui.page = state.page;
  if (state.sortBy !== '' && state.sortBy !== defaultSort) ui.sortBy = state.sortBy;
  const lists = Object.entries(state.refinementList).filter(([, values]) => (values?.length ?? 0) > 0) as [
    ListAttribute,
    string[],
  ][];
  if (lists.length > 0) ui.refinementList = Object.fromEntries(lists);
  const ranges = Object.entries(state.range).flatMap(([attr, value]) => {
    const text = formatRange(value);
    return text === null ? [] : [[attr as RangeAttribute, text] as const];
  });
  if (ranges.length > 0) ui.range = Object.fromEntries(ranges);
  return ui;
}
