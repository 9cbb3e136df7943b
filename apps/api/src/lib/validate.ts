import type { z } from 'zod';
import { MSG } from '@courtside/contracts';
import { AppError } from './app-error.js';

/** Validates inside a handler (for schemas chosen at run time); 422 with field errors on failure. */
export function parseOr422<T extends z.ZodType>(schema: T, value: unknown, message: string = MSG.formErrors): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'error');
    (errors[key] ??= []).push(issue.message);
  }
  throw new AppError(422, 'validation_failed', message, errors);
}
