import { useId } from 'react';

/**
 * A form field's element id, unique on the page: two forms with a field of the same name (each
 * Settings form has its own Reason) then each label, describe and focus their own input.
 */
export function useFieldId(name: string): string {
  return `field-${name}-${useId()}`;
}
