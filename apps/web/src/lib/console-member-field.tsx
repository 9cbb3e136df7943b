// Finding a member in the console: admins search by name (the Members search answers them);
// competition staff, whom that search refuses, type the member id. Used to pick a member for a
// team position and to name a game's scorers.
import { ZMemberSearchPage, type TMemberRow } from '@courtside/contracts/admin';
import Autocomplete from '@mui/material/Autocomplete';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { autocompleteInput } from '../components/form/autocomplete-input';
import { FormTextField } from '../components/form/FormTextField';
import { ApiError, apiGet } from './api-client';

/**
 * GET /api/admin/members?q=: the first members matching the words, to pick one (a position, a scorer).
 * Admins only: competition staff get 403 and type a member id instead.
 */
export const findMembers = async (q: string, signal?: AbortSignal): Promise<TMemberRow[]> =>
  (
    await apiGet(
      `/api/admin/members?${new URLSearchParams({ q, status: 'active', page_size: '10' }).toString()}`,
      ZMemberSearchPage,
      signal,
    )
  ).data.members;

export const memberMatchesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'members', 'search', 'pick', q],
    queryFn: ({ signal }) => findMembers(q, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Asked from two characters on. */
export const useMemberMatches = (q: string, enabled: boolean) =>
  useQuery({ ...memberMatchesQueryOptions(q), enabled: enabled && q.trim().length >= 2 });

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
