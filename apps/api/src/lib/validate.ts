import { z } from 'zod';
import { MSG } from '@courtside/contracts';
import { AppError } from './app-error.js';

/**
 * Validates inside a handler (for schemas chosen at run time); 422 with field errors on failure.
 * Takes any zod schema: the contracts' are zod/mini schemas, the API's own are classic.
 */
export function parseOr422<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
  message: string = MSG.formErrors,
): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'error');
    (errors[key] ??= []).push(issue.message);
  }
  throw new AppError('validation_failed', message, errors);
}
