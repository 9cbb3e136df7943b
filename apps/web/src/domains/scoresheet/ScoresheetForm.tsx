// A game's scoresheet as one form, shared by the console (a table per team, for a keyboard and
// a wide screen) and the scorer's phone screen (a card per player with - and + buttons a thumb
// can hit). The result (played with both scores, or the team that forfeited or was
// disqualified), double points, and each player's number, shots made and fouls; each line's
// points and each team's total are worked out as they are typed. Save sends the whole sheet;
// the server's field errors go under their fields, anything else above the Save button.
// Shared code: imports only the public contracts, so the member side can load it.
import type { TScoresheet, TScoresheetInput } from '@courtside/contracts';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useController,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { FieldGrid } from '../../components/form/FieldGrid';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormSelect } from '../../components/form/FormSelect';
import { FormTextField } from '../../components/form/FormTextField';
import { TableScroll } from '../../components/TableScroll';
import {
  bodyOfForm,
  COUNT_FIELDS,
  COUNT_LEGEND,
  countOf,
  formErrorsOfServer,
  formOfSheet,
  pointsOfForm,
  RESULT_OPTIONS,
  scoresheetErrors,
  teamPoints,
  type PlayerForm,
  type ScoresheetForm as Form,
} from './scoresheet-form';

type Field = (typeof COUNT_FIELDS)[number];
type Team = TScoresheet['team_a'];

/** The form's rules (scoresheetErrors) as react-hook-form errors, nested by path. */
const resolver: Resolver<Form> = async (values) => {
  const flat = scoresheetErrors(values);
  if (Object.keys(flat).length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1) ?? path] = { type: 'validation', message };
  }
  return { values: {}, errors: errors as FieldErrors<Form> };
};

export function ScoresheetForm({
  sheet,
  layout,
  onSave,
  scoresOnly = false,
}: {
  sheet: TScoresheet;
  /** 'table': a row per player (the console); 'cards': a card per player with steppers (a phone). */
  layout: 'table' | 'cards';
  /**
   * A scorer's form: scores and players' lines only. Forfeits, disqualifications and double
   * points are staff decisions, not offered (the server refuses them from a scorer).
   */
  scoresOnly?: boolean;
  /** Sends the sheet; resolves with the saved sheet, or throws the API's refusal. */
  onSave: (body: TScoresheetInput) => Promise<TScoresheet>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<Form>({
    defaultValues: formOfSheet(sheet),
    resolver,
  });
  const kind = useWatch({ control, name: 'kind' });
  const players = useWatch({ control, name: 'players' });
  const teams = [sheet.team_a, sheet.team_b];
  const cards = layout === 'cards';

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(false);
    const { body, lineOfBody } = bodyOfForm(form);
    try {
      reset(formOfSheet(await onSave(body)));
      setSaved(true);
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save the scoresheet. Please try again.');
      const { fields, other } = formErrorsOfServer(err.errors, lineOfBody);
      Object.entries(fields).forEach(([name, message], i) =>
        setError(name as Path<Form>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      if (other.length > 0 || Object.keys(fields).length === 0) setFailure(other.join(' ') || err.message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Scoresheet">
      <Box>
        {!scoresOnly && (
          <FormSelect
            name="kind"
            control={control}
            label="Result"
            required
            placeholder="Choose the result"
            options={RESULT_OPTIONS}
          />
        )}
        {kind !== 'normal' && kind !== '' && (
          <FormSelect
            name="forfeiting_team_id"
            control={control}
            label={kind === 'disqualified' ? 'Team disqualified' : 'Team that forfeited'}
            required
            placeholder="Choose the team"
            options={teams.map((t) => ({ value: String(t.id), text: t.name }))}
          />
        )}
        <FieldGrid>
          {(['score_a', 'score_b'] as const).map((name, i) => {
            const team = teams[i] ?? sheet.team_a;
            return (
              <FormTextField
                key={name}
                name={name}
                control={control}
                label={`${team.name} score`}
                required={kind === 'normal'}
                inputProps={{ inputMode: 'numeric', maxLength: 3 }}
                hint={`${kind === 'normal' ? '' : 'Optional for a forfeit or disqualification. '}Players' points add to ${teamPoints(players, team.id)}.`}
              />
            );
          })}
        </FieldGrid>
        {!scoresOnly && (
          <FormCheckbox
            name="double_points"
            control={control}
            label="Double points (this game counts twice)"
          />
        )}
      </Box>

      {teams.map((team) => (
        <Box
          key={team.id}
          component="section"
          aria-labelledby={`sheet-team-${team.id}`}
          sx={{ mt: 3, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
            {/* The console puts the sheet under a section's h2; the scorer's page has only its h1. */}
            <Typography
              id={`sheet-team-${team.id}`}
              variant="h6"
              component={cards ? 'h2' : 'h3'}
              sx={{ fontSize: '1.1rem' }}
            >
              {team.name}
            </Typography>
            <Typography color="text.secondary">
              Points from players: {teamPoints(players, team.id)}
            </Typography>
          </Box>
          {team.players.length === 0 ? (
            <Typography>No players are listed for this team.</Typography>
          ) : cards ? (
            <PlayerCards team={team} control={control} players={players} />
          ) : (
            <PlayerTable team={team} control={control} players={players} />
          )}
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {layout === 'table' ? `${COUNT_LEGEND} ` : ''}A player left at 0 everywhere is not listed in the
        game&apos;s stats.
      </Typography>

      {/* On a phone the sheet is long: Save and what it said stay in reach at the foot of the screen. */}
      <Box
        sx={
          cards
            ? {
                position: 'sticky',
                bottom: 0,
                zIndex: 1,
                bgcolor: 'background.default',
                pb: 1.5,
                mx: -0.5,
                px: 0.5,
              }
            : undefined
        }
      >
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {saved && !formState.isDirty && (
          <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setSaved(false)}>
            Scoresheet saved.
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth={cards}
          disabled={formState.isSubmitting}
          sx={{ mt: 2, minHeight: 48 }}
        >
          Save scoresheet
        </Button>
      </Box>
    </Box>
  );
}

interface LinesProps {
  team: Team;
  control: Control<Form>;
  /** Every player line as typed (the form's order: team A's, then team B's). */
  players: PlayerForm[];
}

/** The form's index of each of the team's players. */
const indexesOf = (players: PlayerForm[], teamId: number) =>
  players.flatMap((p, i) => (p.team_id === teamId ? [i] : []));

function PlayerTable({ team, control, players }: LinesProps) {
  return (
    <TableScroll label={`${team.name} player stats`}>
      <Table size="small" aria-label={`${team.name} player stats`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Player
            </TableCell>
            <TableCell component="th" scope="col" sx={{ px: 0.5 }}>
              No.
            </TableCell>
            {COUNT_FIELDS.map((f) => (
              <TableCell key={f.key} component="th" scope="col" align="center" sx={{ px: 0.5 }}>
                <abbr title={f.label}>{f.short}</abbr>
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">
              <abbr title="Points">PTS</abbr>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {indexesOf(players, team.id).map((i) => {
            const player = players[i];
            if (!player) return null;
            return (
              <TableRow key={player.member_id}>
                <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                  {player.name}
                  <LineError control={control} index={i} />
                </TableCell>
                <TableCell sx={{ px: 0.5 }}>
                  <NumberInput control={control} index={i} name={player.name} />
                </TableCell>
                {COUNT_FIELDS.map((f) => (
                  <TableCell key={f.key} align="center" sx={{ px: 0.5 }}>
                    <CountInput control={control} index={i} field={f} name={player.name} />
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {pointsOfForm(player)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function PlayerCards({ team, control, players }: LinesProps) {
  return (
    <Box component="ul" aria-label={`${team.name} players`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {indexesOf(players, team.id).map((i) => {
        const player = players[i];
        if (!player) return null;
        const points = pointsOfForm(player);
        return (
          <Paper component="li" variant="outlined" key={player.member_id} sx={{ p: 1.5, mb: 1.5 }}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 600, p: 0, float: 'left' }}>
                {player.name}
              </Typography>
              <Typography sx={{ float: 'right', fontWeight: 600 }}>
                {points} {points === 1 ? 'point' : 'points'}
              </Typography>
              <Box sx={{ clear: 'both' }} />
              <LineError control={control} index={i} />
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
                  gap: 1,
                  mt: 1,
                }}
              >
                <Box>
                  <Typography
                    component="label"
                    htmlFor={`field-players-${i}-playing_number`}
                    variant="body2"
                    sx={{ display: 'block' }}
                  >
                    Number
                  </Typography>
                  <NumberInput control={control} index={i} name={player.name} />
                </Box>
                {COUNT_FIELDS.map((f) => (
                  <Stepper key={f.key} control={control} index={i} field={f} name={player.name} />
                ))}
              </Box>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

/** The error the server gave a whole line (its member or team), under the player's name. */
function LineError({ control, index }: { control: Control<Form>; index: number }) {
  const { errors } = useFormState({ control, name: `players.${index}.member_id` });
  const message = errors.players?.[index]?.member_id?.message;
  return message ? (
    <FormHelperText error role="alert">
      {message}
    </FormHelperText>
  ) : null;
}

const inputSx = { width: '3.75rem', '& input': { textAlign: 'center', py: 1, px: 1 } } as const;

function NumberInput({ control, index, name }: { control: Control<Form>; index: number; name: string }) {
  const { field, fieldState } = useController({ control, name: `players.${index}.playing_number` });
  const id = `field-players-${index}-playing_number`;
  return (
    <>
      <OutlinedInput
        id={id}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        size="small"
        sx={inputSx}
        inputProps={{
          inputMode: 'numeric',
          maxLength: 3,
          'aria-label': `Playing number, ${name}`,
          'aria-invalid': Boolean(fieldState.error) || undefined,
          'aria-describedby': fieldState.error ? `${id}-error` : undefined,
        }}
      />
      {fieldState.error && (
        <FormHelperText id={`${id}-error`} error>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </>
  );
}

interface CountProps {
  control: Control<Form>;
  index: number;
  field: Field;
  /** The player's name, for the inputs' accessible names. */
  name: string;
}

function useCount({ control, index, field }: Omit<CountProps, 'name'>) {
  return useController({ control, name: `players.${index}.${field.key}` });
}

/** A count typed in (the console's table). */
function CountInput({ control, index, field, name }: CountProps) {
  const { field: input, fieldState } = useCount({ control, index, field });
  const id = `field-players-${index}-${field.key}`;
  return (
    <>
      <OutlinedInput
        id={id}
        type="number"
        name={input.name}
        value={input.value}
        onChange={(e) => input.onChange(e.target.value)}
        onBlur={input.onBlur}
        inputRef={input.ref}
        error={Boolean(fieldState.error)}
        size="small"
        sx={inputSx}
        inputProps={{
          min: 0,
          max: field.max,
          step: 1,
          inputMode: 'numeric',
          'aria-label': `${field.label}, ${name}`,
          'aria-invalid': Boolean(fieldState.error) || undefined,
          'aria-describedby': fieldState.error ? `${id}-error` : undefined,
        }}
      />
      {fieldState.error && (
        <FormHelperText id={`${id}-error`} error>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </>
  );
}

/** A count with - and + buttons either side (the phone), and typed in too. */
function Stepper({ control, index, field, name }: CountProps) {
  const { field: input, fieldState } = useCount({ control, index, field });
  const id = `field-players-${index}-${field.key}`;
  const count = countOf(input.value);
  const step = (by: number) => input.onChange(String(Math.min(field.max, Math.max(0, (count ?? 0) + by))));
  const button = { width: 44, height: 44, border: 1, borderColor: 'divider' } as const;
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block' }}>
        {field.label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={`Remove one ${field.one}, ${name}`}
          onClick={() => step(-1)}
          disabled={count === 0}
          sx={button}
        >
          <RemoveIcon />
        </IconButton>
        <OutlinedInput
          id={id}
          type="number"
          name={input.name}
          value={input.value}
          onChange={(e) => input.onChange(e.target.value)}
          onBlur={input.onBlur}
          inputRef={input.ref}
          error={Boolean(fieldState.error)}
          sx={{ width: '3.25rem', '& input': { textAlign: 'center', px: 0.5, py: 1.25 } }}
          inputProps={{
            min: 0,
            max: field.max,
            step: 1,
            inputMode: 'numeric',
            'aria-label': `${field.label}, ${name}`,
            'aria-invalid': Boolean(fieldState.error) || undefined,
            'aria-describedby': fieldState.error ? `${id}-error` : undefined,
          }}
        />
        <IconButton
          aria-label={`Add one ${field.one}, ${name}`}
          onClick={() => step(1)}
          disabled={count !== null && count >= field.max}
          sx={button}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {fieldState.error && (
        <FormHelperText id={`${id}-error`} error>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </Box>
  );
}
