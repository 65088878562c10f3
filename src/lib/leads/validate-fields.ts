/**
 * A lead form's check in the browser: the lead API's own zod schema (./form-schema.ts) and the
 * tenant's form rules (./form-rules.ts), as the API applies them. A module of its own so the forms
 * load it, and zod with it, only when the shopper first types or sends (src/components/leads/useLeadForm.ts).
 */
import { leadFieldsSchema, type LeadFieldsInput } from './form-schema.ts';
import { ruleErrors, type FormRules } from './form-rules.ts';

/** Field → first message, from the shared schema and the tenant's rules, as the lead API checks. */
export function validateFields(rules: FormRules, fields: LeadFieldsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = leadFieldsSchema.safeParse(fields);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  for (const [field, message] of Object.entries(ruleErrors(rules, fields))) errors[field] ??= message;
  return errors;
}
