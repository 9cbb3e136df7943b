import Autocomplete from '@mui/material/Autocomplete';
import type { TLocality } from '@courtside/contracts';
import { useDeferredValue, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { autocompleteInput } from './autocomplete-input';
import { useLocalities } from '../../lib/reference';
import { useFieldId } from './field-id';

const label = (l: TLocality) => `${l.value}, ${l.state} ${l.postcode}`;

/**
 * Suburb with suggestions from the Australian localities list (2 or more characters).
 * Picking one fills postcode and state through `onPick`; free text stays allowed so the
 * form still works when the list cannot be reached.
 */
export function SuburbField<T extends FieldValues>({
  name,
  control,
  onPick,
  label: fieldLabel = 'Suburb',
}: {
  name: Path<T>;
  control: Control<T>;
  onPick: (locality: TLocality) => void;
  label?: string;
}) {
  const fieldId = useFieldId(name);
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed);
  const { data = [], isFetching } = useLocalities(search);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<TLocality, false, false, true>
          freeSolo
          id={fieldId}
          options={search.trim().length >= 2 ? data : []}
          loading={isFetching}
          filterOptions={(x) => x}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.value)}
          getOptionKey={(o) => (typeof o === 'string' ? o : label(o))}
          renderOption={(props, o) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={key} {...rest}>
                {label(o)}
              </li>
            );
          }}
          inputValue={String(field.value ?? '')}
          onInputChange={(_e, value, reason) => {
            if (reason === 'reset' && !value) return;
            field.onChange(value.toUpperCase());
            setTyped(value);
          }}
          onChange={(_e, value) => {
            if (value && typeof value !== 'string') {
              field.onChange(value.value);
              onPick(value);
            }
          }}
          value={null}
          renderInput={autocompleteInput(field, fieldState, fieldLabel, 'Type 2 or more characters')}
        />
      )}
    />
  );
}
