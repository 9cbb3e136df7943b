// Shown field errors that follow what is typed, for forms checked by hand (a wizard's
// Continue, a row's check button) rather than by react-hook-form's own submit.
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A shown field error clears as soon as the field is valid, or takes the new message while it
 * is not. `errorsOf(name)` answers the messages of the part of the form that holds the field (a
 * wizard's step, a row) as {field path: message}. Fields without a shown error stay quiet until
 * the form is checked again.
 */
export function useErrorsFollowInput<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'getFieldState' | 'clearErrors' | 'setError'>,
  errorsOf: (name: Path<T>) => Record<string, string>,
) {
  const latest = useRef(errorsOf);
  useEffect(() => {
    latest.current = errorsOf;
  });
  const { watch, getFieldState, clearErrors, setError } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (!name || type !== 'change') return;
      const shown = getFieldState(name).error;
      if (!shown) return;
      const message = latest.current(name)[name];
      if (!message) clearErrors(name);
      else if (message !== shown.message) setError(name, { type: 'validation', message });
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors, setError]);
}
