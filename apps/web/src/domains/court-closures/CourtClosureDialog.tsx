// Closes a court for a time: a court of one of the venues, the first day and start time, the last
// day (empty: the same day) and end time (24:00 for the end of the day), and the reason. Checked
// with the contract (ZCourtClosureCreate) after the form's own wording; the server's refusals
// (a time the clocks skip, a court that is gone) show under the fields. A venue's "every court"
// closes all its courts in one step. Before saving, the dialog lists the games, court hires and
// HPC classes the closure would hit, with the season's draw repair for the games.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FieldGrid } from '../../components/form/FieldGrid';
import { FormSelect } from '../../components/form/FormSelect';
import { FormTextField } from '../../components/form/FormTextField';
import { IsoDateField } from '../../components/form/IsoDateField';
import { schemaResolver } from '../../lib/form';
import { useClosureHits, useCreateClosure, useCreateVenueClosure } from './court-closures-api';
import {
  closureAddedText,
  closureInputOf,
  courtChoices,
  hitLines,
  hitsQueryOf,
  NEW_CLOSURE,
  seasonsHit,
  ZClosureForm,
  type ClosureForm,
  type ClosureVenue,
} from './court-closures';
import { failureOf } from '../../components/console/failure';
import type { TCourtClosureHits } from '@courtside/contracts/admin';
import { ConsoleFormDialog } from '../../components/console/ConsoleFormDialog';
import type { SaidLink } from '../../components/SaidAlert';

const FIELDS = ['court_id', 'start_date', 'start_time', 'end_date', 'end_time', 'reason'];

export function CourtClosureDialog({
  venues,
  onDone,
  onClose,
}: {
  venues: readonly ClosureVenue[];
  onDone: (text: string, links?: SaidLink[]) => void;
  onClose: () => void;
}) {
  const create = useCreateClosure();
  const createVenue = useCreateVenueClosure();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ClosureForm>({
    defaultValues: NEW_CLOSURE,
    resolver: schemaResolver(() => ZClosureForm),
  });
  const typed = useWatch({ control }) as ClosureForm;
  const hits = useClosureHits(hitsQueryOf({ ...NEW_CLOSURE, ...typed }));
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const body = closureInputOf(form);
      // The games the closure takes are moved by the draw repair: offered once it is saved.
      const repairs = hits.data ? repairLinks(hits.data, form.start_date) : [];
      if ('venue_id' in body) {
        const made = await createVenue.mutateAsync(body);
        const n = made.hits.games.length + made.hits.hires.length + made.hits.classes.length;
        onDone(
          `Closed: ${made.closures[0]?.venue ?? ''}, every court (${made.closures.length} closures).` +
            (n === 0 ? '' : ` ${n} already on the courts then still stand: move or cancel them.`),
          repairs,
        );
      } else onDone(closureAddedText(await create.mutateAsync(body)), repairs);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title="Close a court"
      failure={failure}
      submitText="Close court"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelect
        name="court_id"
        control={control}
        label="Court"
        required
        hint="Closing a full court closes its halves, and a half its full court."
        options={courtChoices(venues)}
      />
      <FieldGrid>
        <IsoDateField name="start_date" control={control} label="First day" required hint="dd/mm/yyyy" />
        <FormTextField
          name="start_time"
          control={control}
          label="From"
          required
          hint="HH:mm, such as 08:00"
          inputProps={{ maxLength: 5, inputMode: 'numeric' }}
        />
        <IsoDateField
          name="end_date"
          control={control}
          label="Last day"
          hint="dd/mm/yyyy; leave empty for the first day"
        />
        <FormTextField
          name="end_time"
          control={control}
          label="Until"
          required
          hint="HH:mm; 24:00 for the end of the day"
          inputProps={{ maxLength: 5, inputMode: 'numeric' }}
        />
      </FieldGrid>
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required
        hint="Shown to staff, such as Floor resurfacing"
        inputProps={{ maxLength: 200 }}
      />
      {hits.data && <ClosureHits hits={hits.data} date={typed.start_date} />}
    </ConsoleFormDialog>
  );
}

/** The draw repair of each season whose games the closure hits, opened on the closure's first day. */
const repairLinks = (hits: TCourtClosureHits, date: string): SaidLink[] =>
  seasonsHit(hits).map((seasonId) => ({
    to: `/admin/seasons/${seasonId}/draw?closure=${date}`,
    text: 'Repair the season’s draw',
  }));

/** What the closure would hit, and the draw repair for the games. */
function ClosureHits({ hits, date }: { hits: TCourtClosureHits; date: string }) {
  const lines = hitLines(hits);
  if (lines.length === 0)
    return <Typography sx={{ mt: 1 }}>Nothing is booked on these courts then.</Typography>;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} role="region" aria-label="What the closure hits">
      <Typography>This closure hits (they stand until moved or cancelled):</Typography>
      <ul>
        {lines.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ul>
      {repairLinks(hits, date).map((l) => (
        <Typography key={l.to}>
          The draw repair moves the games:{' '}
          <Link component={RouterLink} to={l.to}>
            {l.text}
          </Link>{' '}
          (after saving the closure).
        </Typography>
      ))}
    </Alert>
  );
}
