// The roster types a game needs and what each pays per game: added, changed, and removed while
// nobody holds one and no game was given it (the server refuses otherwise, and its words are shown).
import type { TRosterType } from '@courtside/contracts/admin';
import { formatDollars } from '@courtside/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import type { Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { failureOf } from '../../../components/console/failure';
import { consoleGrid } from '../../../components/console/grid';
import { schemaResolver } from '../../../lib/form';
import { changeRosterType, createRosterType, deleteRosterType, useOfficialsChange } from '../api/officials';
import {
  rosterTypeChangeOf,
  rosterTypeCreateOf,
  rosterTypeFormOf,
  ZRosterTypeChangeForm,
  ZRosterTypeCreateForm,
  type RosterTypeForm,
} from '../officials-form';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';

type Tell = (said: Said) => void;

type TypeOpen =
  { kind: 'add' } | { kind: 'change'; type: TRosterType } | { kind: 'remove'; type: TRosterType } | null;

const perGameText = (t: Pick<TRosterType, 'name' | 'per_game' | 'rate_cents'>) =>
  `${t.per_game} per game, ${formatDollars(t.rate_cents)} each`;

export function RosterTypes({ types, tell }: { types: TRosterType[]; tell: Tell }) {
  const remove = useOfficialsChange(deleteRosterType);
  const [open, setOpen] = useState<TypeOpen>(null);
  const close = () => setOpen(null);
  const done = (text: string) => tell({ severity: 'success', text });

  const columns = useMemo<GridColDef<TRosterType>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 150 },
      { field: 'per_game', headerName: 'Per game', type: 'number', width: 100 },
      {
        field: 'rate_cents',
        headerName: 'Rate per game',
        type: 'number',
        width: 130,
        valueFormatter: (v: number) => formatDollars(v),
      },
      { field: 'officials', headerName: 'Officials holding it', type: 'number', width: 160 },
      { field: 'assignments', headerName: 'Games given', type: 'number', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => [
          changeAction(`Change the roster type ${row.name}`, () => setOpen({ kind: 'change', type: row })),
          removeAction(`Remove the roster type ${row.name}`, () => setOpen({ kind: 'remove', type: row })),
        ],
      },
    ],
    [],
  );

  return (
    <SectionCard title="Roster types">
      <Typography sx={{ mt: 1 }}>
        What a game needs (a referee, a scorer ...), how many of each, and what each is paid per game.
      </Typography>
      <Button variant="contained" sx={{ my: 1 }} onClick={() => setOpen({ kind: 'add' })}>
        Add a roster type
      </Button>
      {types.length === 0 ? (
        <Typography>No roster types yet.</Typography>
      ) : (
        <DataGrid
          aria-label="Roster types"
          rows={types}
          columns={columns}
          {...consoleGrid('roster-types', types.length)}
        />
      )}
      {open?.kind === 'add' && <RosterTypeDialog onDone={done} onClose={close} />}
      {open?.kind === 'change' && <RosterTypeDialog type={open.type} onDone={done} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConsoleConfirmDialog
          title={`Remove the roster type ${open.type.name}?`}
          confirmText="Remove"
          onConfirm={async () => {
            await remove.mutateAsync(open.type.id);
            done(`Roster type ${open.type.name} removed.`);
          }}
          onClose={close}
        >
          Only a type nobody holds and no game has been given can be removed. The audit log keeps it.
        </ConsoleConfirmDialog>
      )}
    </SectionCard>
  );
}

function RosterTypeDialog({
  type,
  onDone,
  onClose,
}: {
  /** The type to change; none: a new one. */
  type?: TRosterType;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const create = useOfficialsChange(createRosterType);
  const change = useOfficialsChange(changeRosterType);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RosterTypeForm>({
    defaultValues: rosterTypeFormOf(type),
    resolver: schemaResolver(() => (type ? ZRosterTypeChangeForm : ZRosterTypeCreateForm)),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = type
        ? await change.mutateAsync({ id: type.id, ...rosterTypeChangeOf(form) })
        : await create.mutateAsync(rosterTypeCreateOf(form));
      onDone(`Roster type ${saved.name} ${type ? 'saved' : 'added'}: ${perGameText(saved)}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['name', 'per_game', 'rate'], { rate_cents: 'rate' }));
    }
  });

  return (
    <ConsoleFormDialog
      title={type ? `Change the roster type ${type.name}` : 'Add a roster type'}
      failure={failure}
      submitText={type ? 'Save' : 'Add roster type'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!type && (
        <FormTextField
          name="name"
          control={control}
          label="Name"
          required
          autoFocus
          hint="Lower-case, such as scorer. It cannot change later: members are granted the type by its name."
          inputProps={{ maxLength: 40, autoComplete: 'off' }}
        />
      )}
      <FieldGrid>
        <FormTextField
          name="per_game"
          control={control}
          label="Per game"
          required
          autoFocus={Boolean(type)}
          hint="How many of this type a game needs, 1 to 10"
          inputProps={{ inputMode: 'numeric', maxLength: 2 }}
        />
        <FormTextField
          name="rate"
          control={control}
          label="Rate in dollars"
          required
          hint="Paid to each of them per game, such as 25.00"
          inputProps={{ inputMode: 'decimal', maxLength: 12 }}
        />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}
