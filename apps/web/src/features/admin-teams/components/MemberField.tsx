// The member who takes a position. Admins find them by name (the Members search answers them);
// competition staff, whom that search refuses, type the member id.
import type { TMemberRow } from '@courtside/contracts/admin';
import Autocomplete from '@mui/material/Autocomplete';
import { useDeferredValue, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { autocompleteInput } from '../../../components/form/autocomplete-input';
import { FormTextField } from '../../../components/form/FormTextField';
import { ApiError } from '../../../lib/api-client';
import { useMemberMatches } from '../api/find-members';

const born = (dob: string) => dob.split('-').reverse().join('/');
export const memberOptionText = (m: TMemberRow) =>
  `${m.firstname} ${m.lastname}${m.prefname ? ` (${m.prefname})` : ''}, member ${m.mid}, born ${born(m.dob)}`;

export function MemberField<T extends FieldValues>({
  name,
  control,
  canSearch,
}: {
  name: Path<T>;
  control: Control<T>;
  /** Whether the signed-in staff may search members (admins). */
  canSearch: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<TMemberRow | null>(null);
  const words = useDeferredValue(typed);
  const matches = useMemberMatches(words, canSearch);
  const refused = matches.error instanceof ApiError && matches.error.status === 403;

  if (!canSearch || refused)
    return (
      <FormTextField
        name={name}
        control={control}
        label="Member id"
        required
        autoFocus
        hint="The member's number, as the Members area or their profile shows it"
        inputProps={{ inputMode: 'numeric', maxLength: 9 }}
      />
    );
  const tooShort = words.trim().length < 2;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<TMemberRow>
          id={`field-${name}`}
          options={tooShort ? [] : (matches.data ?? [])}
          loading={matches.isFetching}
          // The server matched the words already.
          filterOptions={(x) => x}
          getOptionLabel={memberOptionText}
          getOptionKey={(m) => m.mid}
          isOptionEqualToValue={(a, b) => a.mid === b.mid}
          noOptionsText={
            tooShort
              ? 'Type 2 or more characters of a name, email or member id'
              : matches.isError
                ? matches.error.message
                : 'No member matches'
          }
          value={picked}
          onChange={(_e, member) => {
            setPicked(member);
            field.onChange(member ? String(member.mid) : '');
          }}
          onInputChange={(_e, value) => setTyped(value)}
          autoHighlight
          openOnFocus
          renderInput={autocompleteInput(
            field,
            fieldState,
            'Member',
            'Find them by name, username, email or member id',
          )}
        />
      )}
    />
  );
}
