// Glue between the contracts' zod schemas and react-hook-form, so every form shows
// exactly the rules and messages the server applies.
import { useCallback, useRef, type BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from './zod';

/** Issues of a zod parse as {field: first message}. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'root';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * A resolver that validates with a contracts schema but keeps the raw form values
 * (the screens build their own payload). `getSchema` is read on every validation, so
 * a schema that depends on settings or on the values can be swapped in.
 */
export function schemaResolver<T extends FieldValues>(getSchema: () => z.ZodType): Resolver<T> {
  return async (values) => {
    const result = getSchema().safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(issuesByField(result.error)))
      errors[field] = { type: 'validation', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * Puts the server's field errors under their fields. `rename` maps server keys to form
 * field names (the EFT call answers with account_name for the acctname field).
 * Returns the messages of keys that match no field.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): string[] {
  const unmatched: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = rename[key] ?? key;
    const message = messages.join(' ');
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    else unmatched.push(...messages);
  }
  return unmatched;
}

/**
 * One save per click burst: wraps a form's submit handler (react-hook-form's handleSubmit,
 * whose valid branch awaits the save) so a submit made while the previous one is still
 * being checked or saved is dropped. A disabled button alone is too late: a double click
 * lands both clicks before the button re-renders.
 */
export function useSubmitOnce() {
  const running = useRef(false);
  return useCallback(
    (submit: (e?: BaseSyntheticEvent) => Promise<void>) => async (e?: BaseSyntheticEvent) => {
      e?.preventDefault();
      if (running.current) return;
      running.current = true;
      try {
        await submit(e);
      } finally {
        running.current = false;
      }
    },
    [],
  );
}
