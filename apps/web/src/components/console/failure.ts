// How the console's forms say a refusal: the API's field errors under their fields (renamed where
// the form names a field differently), anything else as the API words it, above the form.
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form';

/** The message to show above the form, or null when every error went under a field. */
export function failureOf<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): string | null {
  if (!(err instanceof ApiError)) return 'Could not save. Please try again.';
  const left = applyServerErrors(setError, err.errors, fields, rename);
  return left.length || Object.keys(err.errors).length === 0 ? left.join(' ') || err.message : null;
}
