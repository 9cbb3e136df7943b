// Whom a new invoice bills: a member or a team, found by typing part of a name (the billable
// search answers from two letters on), members and teams listed apart.
import Autocomplete from '@mui/material/Autocomplete';
import { useDeferredValue, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { autocompleteInput } from '../../../components/form/autocomplete-input';
import { useBillable } from '../api/get-billable';
import { billableChoices, billableText, type BillableChoice, type InvoiceForm } from '../invoice-form';

const GROUP: Record<BillableChoice['kind'], string> = { member: 'Members', team: 'Teams' };

export function BillableField({ control }: { control: Control<InvoiceForm> }) {
  const [typed, setTyped] = useState('');
  const words = useDeferredValue(typed);
  const found = useBillable(words);
  const tooShort = words.trim().length < 2;
  return (
    <Controller
      name="billed"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<BillableChoice>
          id="field-billed"
          options={tooShort || !found.data ? [] : billableChoices(found.data)}
          groupBy={(choice) => GROUP[choice.kind]}
          loading={found.isFetching}
          // The server matched the words already.
          filterOptions={(x) => x}
          getOptionLabel={billableText}
          getOptionKey={(choice) => `${choice.kind}-${choice.id}`}
          isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
          noOptionsText={
            tooShort
              ? 'Type 2 or more letters of a name'
              : found.isError
                ? found.error.message
                : 'No member or team matches'
          }
          value={field.value}
          onChange={(_e, choice) => field.onChange(choice)}
          onInputChange={(_e, value) => setTyped(value)}
          autoHighlight
          openOnFocus
          renderInput={autocompleteInput(
            field,
            fieldState,
            'Bill to',
            "Type part of a member's or a team's name",
          )}
        />
      )}
    />
  );
}
