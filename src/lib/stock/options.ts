// How coded stock values read to shoppers (lib/stock/value-labels.ts): the tenant's entries over
// the built-in display map.
import { z } from 'zod';
import { text } from '../options/fields.ts';
import { LIST_ATTRIBUTES } from '../search/constants.ts';

const attribute = z.enum(LIST_ATTRIBUTES);

/** The tenant's labels for filter values, per attribute (documented where tenant/schema.ts composes it). */
export const valueLabelsSchema = z.partialRecord(attribute, z.record(text(), text())).default({});
