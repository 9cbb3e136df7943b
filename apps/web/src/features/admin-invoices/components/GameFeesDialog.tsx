// Billing a division's game fees: a season (the one being played at first), one of its divisions,
// one round or the whole season, the fee per game in dollars and the due date. The API makes an
// invoice for each team with games in that round or season and skips a team already billed for
// it; what it made and what it skipped, and why, show in a second dialog.
import { formatDollars } from '@courtside/contracts';
import type { TGameFeesResult } from '@courtside/contracts/admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { DataTable } from '../../../components/table/DataTable';
import { failureOf } from '../../../components/console/failure';
import { divisionOptions } from '../../../components/console/division-options';
import { seasonBeingPlayed, useSeason, useSeasons } from '../../../components/console/seasons';
import { schemaResolver } from '../../../lib/form';
import { useBillGameFees } from '../api/bill-game-fees';
import {
  GAME_FEES_FIELDS,
  GAME_FEES_RENAME,
  gameFeesFormOf,
  gameFeesRequestOf,
  gameFeesText,
  invoicePath,
  ZGameFeesForm,
  type GameFeesForm,
} from '../invoice-form';

export function GameFeesDialog({
  onDone,
  onClose,
}: {
  onDone: (result: TGameFeesResult) => void;
  onClose: () => void;
}) {
  const bill = useBillGameFees();
  const seasons = useSeasons();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<GameFeesForm>({
    defaultValues: gameFeesFormOf(undefined),
    resolver: schemaResolver(() => ZGameFeesForm),
  });
  const [seasonId, scope] = useWatch({ control, name: ['season', 'scope'] });
  const season = useSeason(seasonId ? Number(seasonId) : undefined);

  // The season being played is chosen once the seasons are known.
  useEffect(() => {
    const playing = seasonBeingPlayed(seasons.data ?? []);
    if (playing && !getValues('season')) setValue('season', String(playing.id));
  }, [seasons.data, getValues, setValue]);
  // Another season's divisions are not this one's.
  useEffect(() => {
    const { unsubscribe } = watch((_values, { name, type }) => {
      if (type === 'change' && name === 'season') setValue('division', '');
    });
    return unsubscribe;
  }, [watch, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await bill.mutateAsync(gameFeesRequestOf(form)));
    } catch (err) {
      setFailure(failureOf(err, setError, GAME_FEES_FIELDS, GAME_FEES_RENAME));
    }
  });

  return (
    <ConsoleFormDialog
      title="Bill game fees"
      failure={failure ?? seasons.error?.message ?? season.error?.message ?? null}
      submitText="Bill game fees"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography>
        Each team of the division with games in the round (or the season) gets an invoice for its games at the
        fee. A team already billed for the same round or season is skipped, so billing twice bills once.
      </Typography>
      <FieldGrid>
        <FormTextField
          name="season"
          control={control}
          label="Season"
          select={[
            <option key="" value="">
              {seasons.isPending ? 'Loading the seasons...' : 'Choose a season'}
            </option>,
            ...(seasons.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
                {s.archived ? ' (archived)' : s.status === 'active' ? ' (being played)' : ''}
              </option>
            )),
          ]}
        />
        <FormTextField
          name="division"
          control={control}
          label="Division"
          required
          select={
            <>
              <option value="">Choose a division</option>
              {divisionOptions(season.data)}
            </>
          }
        />
        <FormTextField
          name="scope"
          control={control}
          label="Bill for"
          select={[
            <option key="round" value="round">
              One round
            </option>,
            <option key="season" value="season">
              The whole season
            </option>,
          ]}
        />
        {scope === 'round' && (
          <FormTextField
            name="round"
            control={control}
            label="Round"
            required
            hint="The round's number, 1 to 200"
            inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off' }}
          />
        )}
        <FormTextField
          name="fee"
          control={control}
          label="Fee per game in dollars"
          required
          hint="Such as 25 or 25.50"
          inputProps={{ inputMode: 'decimal', maxLength: 12, autoComplete: 'off' }}
        />
        <IsoDateField name="due_date" control={control} label="Due date" required hint="dd/mm/yyyy" />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}

type Created = TGameFeesResult['created'][number];
type Skipped = TGameFeesResult['skipped'][number];

/** What billing the game fees did: the invoices made and the teams skipped, with why. */
export function GameFeesBilled({ result, onClose }: { result: TGameFeesResult; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md">
      <DialogTitle id={`${id}-title`}>Game fees billed</DialogTitle>
      <DialogContent>
        <Typography role="status" sx={{ mb: 2 }}>
          {gameFeesText(result)}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Invoices created
        </Typography>
        <DataTable<Created>
          label="Invoices created"
          rows={result.created}
          rowKey={(c) => c.invoice_id}
          search={false}
          emptyText="No invoice was created"
          columns={[
            {
              header: 'Invoice',
              cell: (c) => (
                <Link component={RouterLink} to={invoicePath(c.invoice_id)}>
                  #{c.invoice_id}
                </Link>
              ),
            },
            { header: 'Team', cell: (c) => c.team },
            { header: 'Games', cell: (c) => c.games, align: 'right' },
            { header: 'Amount', cell: (c) => formatDollars(c.amount_cents), align: 'right' },
          ]}
        />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
          Teams skipped
        </Typography>
        <DataTable<Skipped>
          label="Teams skipped"
          rows={result.skipped}
          rowKey={(s) => s.team}
          search={false}
          emptyText="No team was skipped"
          columns={[
            { header: 'Team', cell: (s) => s.team },
            { header: 'Why', cell: (s) => s.reason },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
