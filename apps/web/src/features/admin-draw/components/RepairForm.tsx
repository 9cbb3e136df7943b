// Repairs the season's published draw: after a washout (a date, at one venue or every venue),
// with teams withdrawn (their unplayed games go, their opponents get a bye), or to fit blackouts
// and court closures added since. The engine moves as few games as it can and never a played
// one; the draft opens on its own page, and the reason goes to the managers with the changes.
import type { TDrawSetup } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { schemaResolver } from '../../../lib/form';
import { weekdayAndDate } from '../../../lib/calendar-dates';
import { useTeamMatches } from '../api/find-teams';
import { useRepairDraft } from '../api/repair-draft';
import {
  NEW_REPAIR,
  REPAIR_RENAME,
  repairOf,
  ZRepairForm,
  type PickedTeam,
  type RepairForm as Form,
} from '../draw-form';
import { failureOf } from '../../../components/console/failure';

const FIELDS = ['washout_date', 'washout_venue', 'withdrawn', 'repair_reason'];
const teamText = (t: PickedTeam) => `${t.team} (${t.division})`;

export function RepairForm({
  setup,
  closureDate = null,
}: {
  setup: TDrawSetup;
  closureDate?: string | null;
}) {
  const repair = useRepairDraft();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Form>({
    defaultValues: closureDate
      ? { ...NEW_REPAIR, repair_reason: `Courts closed on ${weekdayAndDate(closureDate, 'short')}` }
      : NEW_REPAIR,
    resolver: schemaResolver(() => ZRepairForm),
  });
  // Opened from a court closure: the repair is the next step, one press away.
  const submit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!closureDate) return;
    submit.current?.scrollIntoView({ block: 'center' });
    submit.current?.focus();
  }, [closureDate]);
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const draft = await repair.mutateAsync({ seasonId: setup.season.id, ...repairOf(form) });
      await navigate(`/admin/draw-drafts/${draft.id}`);
    } catch (err) {
      setFailure(failureOf(err, setError, FIELDS, REPAIR_RENAME));
    }
  });

  return (
    <Box component="form" noValidate aria-label="Repair the draw" onSubmit={(e) => void onSubmit(e)}>
      <Typography sx={{ mt: 1 }}>
        A repair also moves the games that blackout dates or court closures added since publishing now take.
        Played games never move.
      </Typography>
      {closureDate && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Courts are closed on {weekdayAndDate(closureDate, 'short')}: make a repair draft to move the
          published games the closure takes (leave the washout empty).
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <FieldGrid>
        <IsoDateField
          name="washout_date"
          control={control}
          label="Washout date"
          hint="dd/mm/yyyy; every game that day moves. Empty: no washout"
        />
        <FormSelect
          name="washout_venue"
          control={control}
          label="Washout venue"
          placeholder="Every venue"
          options={setup.venues.map((v) => ({ value: String(v.id), text: v.name }))}
        />
      </FieldGrid>
      <WithdrawnTeams seasonId={setup.season.id} control={control} />
      <FormTextField
        name="repair_reason"
        control={control}
        label="Reason"
        required
        hint="Kept in the audit log and sent to the managers of moved games, such as Wet courts"
        inputProps={{ maxLength: 200 }}
      />
      <Button ref={submit} type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
        {formState.isSubmitting ? 'Making the repair…' : 'Make repair draft'}
      </Button>
    </Box>
  );
}

/** The season's teams found by name (the Teams area's list), several may be chosen. */
function WithdrawnTeams({ seasonId, control }: { seasonId: number; control: Control<Form> }) {
  const [typed, setTyped] = useState('');
  const words = useDeferredValue(typed);
  const matches = useTeamMatches(seasonId, words);
  const options: PickedTeam[] = (matches.data ?? []).map((t) => ({
    team_id: t.team_id,
    team: t.team,
    division: t.division,
  }));
  return (
    <Controller
      name="withdrawn"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<PickedTeam, true>
          multiple
          id="field-withdrawn"
          options={options}
          loading={matches.isFetching}
          // The server matched the words already.
          filterOptions={(x) => x}
          getOptionLabel={teamText}
          getOptionKey={(t) => t.team_id}
          isOptionEqualToValue={(a, b) => a.team_id === b.team_id}
          noOptionsText={matches.isError ? matches.error.message : 'No accepted team of the season matches'}
          value={field.value}
          onChange={(_e, teams) => field.onChange(teams)}
          onInputChange={(_e, value) => setTyped(value)}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label="Teams withdrawn"
              margin="normal"
              autoComplete="off"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                'Type part of a team’s name. Their unplayed games go; their opponents get a bye.'
              }
            />
          )}
        />
      )}
    />
  );
}
