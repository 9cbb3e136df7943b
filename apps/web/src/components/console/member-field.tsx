// Finding a member in the console, to pick one for a hire, a team position, a scorer, a shift or
// a roster type. Every staff role finds members by name or member id (the lookup answers names and
// birthdays only); admins search by username, email and mobile too (the Members search).
import { ZMemberLookup, ZMemberSearchPage, type TMemberLookupRow } from '@courtside/contracts/admin';
import Autocomplete from '@mui/material/Autocomplete';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { autocompleteInput } from '../form/autocomplete-input';
import { apiGet } from '../../lib/api-client';
import { useFieldId } from '../form/field-id';

/**
 * The first members matching the words: GET /api/admin/members?q= for admins (names, username,
 * email, mobile, id), else GET /api/admin/member-lookup?q= (names and id, any staff role).
 */
export const findMembers = async (
  q: string,
  contacts: boolean,
  signal?: AbortSignal,
): Promise<TMemberLookupRow[]> =>
  contacts
    ? (
        await apiGet(
          `/api/admin/members?${new URLSearchParams({ q, status: 'active', page_size: '10' }).toString()}`,
          ZMemberSearchPage,
          signal,
        )
      ).data.members
    : (
        await apiGet(
          `/api/admin/member-lookup?${new URLSearchParams({ q }).toString()}`,
          ZMemberLookup,
          signal,
        )
      ).data.members;

export const memberMatchesQueryOptions = (q: string, contacts: boolean) =>
  queryOptions({
    queryKey: ['admin', 'members', 'search', 'pick', contacts, q],
    queryFn: ({ signal }) => findMembers(q, contacts, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Asked from two characters on. */
export const useMemberMatches = (q: string, contacts: boolean) =>
  useQuery({ ...memberMatchesQueryOptions(q, contacts), enabled: q.trim().length >= 2 });

const born = (dob: string) => dob.split('-').reverse().join('/');
export const memberOptionText = (m: TMemberLookupRow) =>
  `${m.firstname} ${m.lastname}${m.prefname ? ` (${m.prefname})` : ''}, member ${m.mid}, born ${born(m.dob)}`;

export function MemberField<T extends FieldValues>({
  name,
  control,
  searchesContacts,
  label = 'Member',
}: {
  name: Path<T>;
  control: Control<T>;
  /** Whether the signed-in staff may also search by username, email and mobile (admins). */
  searchesContacts: boolean;
  /** What the member picked is to the form (the team's manager, say). */
  label?: string;
}) {
  const fieldId = useFieldId(name);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<TMemberLookupRow | null>(null);
  const words = useDeferredValue(typed);
  const matches = useMemberMatches(words, searchesContacts);
  const tooShort = words.trim().length < 2;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<TMemberLookupRow>
          id={fieldId}
          options={tooShort ? [] : (matches.data ?? [])}
          loading={matches.isFetching}
          // The server matched the words already.
          filterOptions={(x) => x}
          getOptionLabel={memberOptionText}
          getOptionKey={(m) => m.mid}
          isOptionEqualToValue={(a, b) => a.mid === b.mid}
          noOptionsText={
            tooShort
              ? searchesContacts
                ? 'Type 2 or more characters of a name, email or member id'
                : 'Type 2 or more characters of a name, or the member id'
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
            label,
            searchesContacts
              ? 'Find them by name, username, email or member id'
              : 'Find them by name or member id',
          )}
        />
      )}
    />
  );
}
