// Finding a member or a team in the finance console by typing part of a name: whom a new invoice
// bills, or the member a voucher is for. The invoices' billable search answers finance staff (the
// Members search is admins' only), from two letters on, members and teams listed apart.
import { ZBillable, type TBillable } from '@courtside/contracts/admin';
import Autocomplete from '@mui/material/Autocomplete';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { autocompleteInput } from '../form/autocomplete-input';
import { apiGet } from '../../lib/api-client';
import { useFieldId } from '../form/field-id';

/** GET /api/admin/invoices/billable?q=: the members and teams matching the words. */
export const getBillable = async (q: string, signal?: AbortSignal): Promise<TBillable> =>
  (await apiGet(`/api/admin/invoices/billable?${new URLSearchParams({ q }).toString()}`, ZBillable, signal))
    .data;

export const billableQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'invoices', 'billable', q],
    queryFn: ({ signal }) => getBillable(q, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Asked from two characters on (the API's least). */
export const useBillable = (q: string) =>
  useQuery({ ...billableQueryOptions(q.trim()), enabled: q.trim().length >= 2 });

export type BillableKind = 'member' | 'team';

/** A member or team as the billable search found them. */
export interface BillableChoice {
  kind: BillableKind;
  id: number;
  name: string;
  /** What tells two of the same name apart: the member's number and email, the team's division and number. */
  detail: string;
}

/** The billable search's answer as one list, members first, of the kinds asked for. */
export function billableChoices(
  found: TBillable,
  kinds: readonly BillableKind[] = ['member', 'team'],
): BillableChoice[] {
  return [
    ...(kinds.includes('member') ? found.members : []).map((m): BillableChoice => ({
      kind: 'member',
      id: m.id,
      name: m.name,
      detail: `member ${m.id}${m.email ? `, ${m.email}` : ''}`,
    })),
    ...(kinds.includes('team') ? found.teams : []).map((t): BillableChoice => ({
      kind: 'team',
      id: t.id,
      name: t.name,
      detail: `${t.division}, ${t.season}, team ${t.id}`,
    })),
  ];
}

export const billableText = (choice: BillableChoice) => `${choice.name} (${choice.detail})`;

const GROUP: Record<BillableKind, string> = { member: 'Members', team: 'Teams' };

/** A form field holding a `BillableChoice` (null until one is picked). */
export function BillableField<T extends FieldValues>({
  name,
  control,
  label,
  hint,
  kinds = ['member', 'team'],
}: {
  name: Path<T>;
  control: Control<T>;
  label: string;
  hint: string;
  /** What may be picked; members and teams are listed under their own headings. */
  kinds?: readonly BillableKind[];
}) {
  const fieldId = useFieldId(name);
  const [typed, setTyped] = useState('');
  const words = useDeferredValue(typed);
  const found = useBillable(words);
  const tooShort = words.trim().length < 2;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<BillableChoice>
          id={fieldId}
          options={tooShort || !found.data ? [] : billableChoices(found.data, kinds)}
          groupBy={kinds.length > 1 ? (choice) => GROUP[choice.kind] : undefined}
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
                : `No ${kinds.join(' or ')} matches`
          }
          value={field.value}
          onChange={(_e, choice) => field.onChange(choice)}
          onInputChange={(_e, value) => setTyped(value)}
          autoHighlight
          openOnFocus
          renderInput={autocompleteInput(field, fieldState, label, hint)}
        />
      )}
    />
  );
}
