// The team's limits for the draw engine: its earliest and latest start time, the dates it cannot
// play (a whole day, or from one time to another) and the teams it must never play at the same
// time as (shared players or a coach), found by name among the teams of its season. Saved
// together (PUT replaces them all), checked with the contract after the form's own wording; the
// server's refusals show under their fields or above the form.
import type { TAdminTeam, TNominationRow, TTeamDrawLimitsView } from '@courtside/contracts/admin';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useDrawLimits } from '../api/get-draw-limits';
import { useTeams } from '../api/get-teams';
import { useSetDrawLimits } from '../api/set-draw-limits';
import {
  drawLimitsFields,
  drawLimitsFormOf,
  drawLimitsOf,
  NEW_UNAVAILABLE,
  ZDrawLimitsForm,
  type DrawLimitsForm,
} from '../teams';

const TIME_HINT = 'HH:mm (24-hour), such as 18:30. Empty: any time.';

export function DrawLimits({ team, onDone }: { team: TAdminTeam; onDone: (text: string) => void }) {
  const limits = useDrawLimits(team.id);
  if (limits.isPending) return <Loading text="Loading the draw limits..." />;
  if (limits.isError)
    return (
      <Alert severity="error" role="alert" sx={{ mt: 1 }}>
        {limits.error.message}
      </Alert>
    );
  return <LimitsForm team={team} limits={limits.data} onDone={onDone} />;
}

function LimitsForm({
  team,
  limits,
  onDone,
}: {
  team: TAdminTeam;
  limits: TTeamDrawLimitsView;
  onDone: (text: string) => void;
}) {
  const save = useSetDrawLimits();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<DrawLimitsForm>({
    defaultValues: drawLimitsFormOf(limits),
    resolver: schemaResolver(() => ZDrawLimitsForm),
  });
  const dates = useFieldArray({ control, name: 'unavailable' });
  const clashes = useFieldArray({ control, name: 'clashes', keyName: 'key' });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ teamId: team.id, limits: drawLimitsOf(form) });
      reset(drawLimitsFormOf(saved));
      onDone(`Draw limits of ${team.name} saved.`);
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save the draw limits. Please try again.');
      const left = applyServerErrors(setError, err.errors, drawLimitsFields(form));
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });

  return (
    <Box component="form" noValidate aria-label="Draw limits" onSubmit={(e) => void onSubmit(e)}>
      <Typography sx={{ mt: 1 }}>
        What the draw engine must respect when it places this team’s games.
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <FieldGrid>
        <FormTextField
          name="not_before"
          control={control}
          label="Earliest start"
          hint={TIME_HINT}
          inputProps={{ maxLength: 5, autoComplete: 'off' }}
        />
        <FormTextField
          name="not_after"
          control={control}
          label="Latest start"
          hint={TIME_HINT}
          inputProps={{ maxLength: 5, autoComplete: 'off' }}
        />
      </FieldGrid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        Dates the team cannot play
      </Typography>
      {dates.fields.length === 0 && <Typography>None: the team can play on any date.</Typography>}
      {dates.fields.map((row, i) => (
        <Box
          key={row.id}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr', md: '1.2fr 1fr 1fr 1.4fr auto' },
            columnGap: 2,
            alignItems: 'start',
          }}
        >
          <IsoDateField
            name={`unavailable.${i}.date`}
            control={control}
            label={`Date ${i + 1}`}
            required
            hint="dd/mm/yyyy"
          />
          <FormTextField
            name={`unavailable.${i}.from`}
            control={control}
            label={`From (date ${i + 1})`}
            hint="Empty: all day"
            inputProps={{ maxLength: 5, autoComplete: 'off' }}
          />
          <FormTextField
            name={`unavailable.${i}.to`}
            control={control}
            label={`To (date ${i + 1})`}
            hint="HH:mm"
            inputProps={{ maxLength: 5, autoComplete: 'off' }}
          />
          <FormTextField
            name={`unavailable.${i}.reason`}
            control={control}
            label={`Reason (date ${i + 1})`}
            inputProps={{ maxLength: 120 }}
          />
          <Box sx={{ pt: { md: 3 } }}>
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => dates.remove(i)}>
              Remove date {i + 1}
            </Button>
          </Box>
        </Box>
      ))}
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => dates.append({ ...NEW_UNAVAILABLE })}>
        Add a date
      </Button>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
        Clashing teams
      </Typography>
      <Typography>Teams sharing players or a coach with this one: never drawn at the same time.</Typography>
      {clashes.fields.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {clashes.fields.map((clash, i) => (
            <Box
              component="li"
              key={clash.key}
              sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}
            >
              <Typography sx={{ flex: '1 1 12rem' }}>
                {clash.team} ({clash.division})
              </Typography>
              <Box sx={{ flex: '2 1 14rem' }}>
                <FormTextField
                  name={`clashes.${i}.reason`}
                  control={control}
                  label={`Why ${clash.team} clashes`}
                  inputProps={{ maxLength: 120 }}
                />
              </Box>
              <IconButton
                aria-label={`Remove the clash with ${clash.team}`}
                onClick={() => clashes.remove(i)}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <ClashPicker
        team={team}
        taken={clashes.fields.map((c) => c.team_id)}
        onPick={(row) =>
          clashes.append({ team_id: row.team_id, team: row.team, division: row.division, reason: '' })
        }
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 2 }}>
        Save draw limits
      </Button>
    </Box>
  );
}

/**
 * Finds a team of the same season by name (the Teams area's list). The team's season is the one
 * its division's teams list gives: the team page itself does not carry it.
 */
function ClashPicker({
  team,
  taken,
  onPick,
}: {
  team: TAdminTeam;
  taken: number[];
  onPick: (row: TNominationRow) => void;
}) {
  const [typed, setTyped] = useState('');
  const words = useDeferredValue(typed);
  const own = useTeams({ division_id: team.division_id, page_size: 1 }, true);
  const seasonId = own.data?.nominations[0]?.season_id;
  const matches = useTeams(
    { ...(seasonId !== undefined && { season_id: seasonId }), q: words.trim(), sort: 'team', page_size: 20 },
    seasonId !== undefined,
  );
  const options = (matches.data?.nominations ?? []).filter(
    (row) => row.team_id !== team.id && !taken.includes(row.team_id),
  );
  return (
    <Autocomplete<TNominationRow>
      id="field-clash-pick"
      options={options}
      loading={matches.isFetching || own.isPending}
      // The server matched the words already.
      filterOptions={(x) => x}
      getOptionLabel={(row) => `${row.team} (${row.division})`}
      getOptionKey={(row) => row.team_id}
      isOptionEqualToValue={(a, b) => a.team_id === b.team_id}
      noOptionsText={
        matches.isError || own.isError
          ? (matches.error ?? own.error)?.message
          : `No other team of ${team.season} matches`
      }
      value={null}
      inputValue={typed}
      onChange={(_e, row) => {
        if (row) onPick(row);
        setTyped('');
      }}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setTyped(value);
      }}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label="Add a clashing team"
          margin="normal"
          autoComplete="off"
          helperText={`Type part of the name of a team of ${team.season}.`}
        />
      )}
    />
  );
}
