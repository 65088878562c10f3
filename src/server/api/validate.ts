/** zod issues → one message per field, keyed by the field's path ('fields.email' → 'email'). */
import type { z } from 'zod';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => p !== 'fields').join('.') || 'body';
    errors[path] ??= issue.message;
  }
  return errors;
}
