// Moves one published game to another date, start time and court (its venue is the court's), or
// swaps it with another game of its division. As staff choose, the server checks the change: the
// draw's hard rules it breaks (in the words a draft explains its unplaced games with) and the
// officials who would clash or are not available then (they stay on the game). Saving keeps the
// game's id, officials and scorers and emails its managers and officials.
import type { TDrawSetup } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { failureOf } from '../../../components/console/failure';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { useChangeGame } from '../api/change-game';
import { useGameChangeCheck, type GameChange } from '../api/check-game-change';

/** A published game as the Draw screen lists it. */
export interface ListedGame {
  id: number;
  /** 'Round 2: Ants v Bees' */
  name: string;
  /** 'Sat 10/04/2027 9:00 am, Stadium, Court 1' */
  place: string;
  date: string;
  time: string;
  courtId: number | null;
}

type MoveForm = { date: string; time: string; court_id: string };

/** A whole date: while a year is typed digit by digit the picker gives years 2, 20, 202. */
const wholeDate = (iso: string) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && Number(iso.slice(0, 4)) >= 1900;

export function GameChangeDialog({
  kind,
  game,
  games,
  setup,
  onDone,
  onClose,
}: {
  kind: 'move' | 'swap';
  game: ListedGame;
  /** The division's other games it may swap with. */
  games: ListedGame[];
  setup: TDrawSetup;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const save = useChangeGame(setup.season.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<MoveForm & { other: string }>({
    defaultValues: {
      date: game.date,
      time: game.time,
      court_id: game.courtId === null ? '' : String(game.courtId),
      other: '',
    },
  });
  const [date, time, courtId, other] = useWatch({ control, name: ['date', 'time', 'court_id', 'other'] });
  const unchanged = date === game.date && time === game.time && courtId === String(game.courtId);
  const change: GameChange | null =
    kind === 'swap'
      ? other
        ? { kind: 'swap', gameId: Number(other) }
        : null
      : wholeDate(date) && time && courtId && !unchanged
        ? { kind: 'move', to: { date, time, court_id: Number(courtId) } }
        : null;
  const check = useGameChangeCheck(game.id, change);

  const courts = setup.venues.flatMap((v) =>
    v.courts.map((c) => ({ value: String(c.id), text: `${v.name}, ${c.name}` })),
  );
  const times = [
    ...new Set(
      setup.slots
        .filter((s) => !courtId || s.courts.some((c) => String(c.id) === courtId))
        .flatMap((s) => s.start_times),
    ),
  ].sort();
  if (game.time && !times.includes(game.time)) times.push(game.time);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    if (!change) {
      setFailure(kind === 'swap' ? 'Choose the game to swap with.' : 'Choose a new date, time or court.');
      return;
    }
    try {
      const done = await save.mutateAsync(
        change.kind === 'move'
          ? { gameId: game.id, kind: 'move', to: change.to }
          : { gameId: game.id, kind: 'swap', otherId: Number(form.other) },
      );
      const told = `${done.emailed} ${done.emailed === 1 ? 'manager' : 'managers'} and ${done.officials_emailed} ${done.officials_emailed === 1 ? 'official' : 'officials'} emailed.`;
      onDone(kind === 'swap' ? `Games swapped: ${told}` : `Game moved: ${told}`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['date', 'time', 'court_id']));
    }
  });

  return (
    <ConsoleFormDialog
      title={kind === 'swap' ? 'Swap games' : 'Move game'}
      failure={failure}
      submitText={kind === 'swap' ? 'Swap games' : 'Move game'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        {game.name}, now {game.place}.
      </Typography>
      {kind === 'move' ? (
        <FieldGrid>
          <IsoDateField name="date" control={control} label="Date" required hint="dd/mm/yyyy" />
          <FormSelect
            name="time"
            control={control}
            label="Start time"
            required
            options={times.map((t) => ({ value: t, text: t }))}
          />
          <FormSelect name="court_id" control={control} label="Court" required options={courts} />
        </FieldGrid>
      ) : (
        <FormSelect
          name="other"
          control={control}
          label="Swap with"
          required
          options={games
            .filter((g) => g.id !== game.id)
            .map((g) => ({ value: String(g.id), text: `${g.name}, ${g.place}` }))}
        />
      )}
      <CheckAnswer change={change} check={check} />
    </ConsoleFormDialog>
  );
}

function CheckAnswer({
  change,
  check,
}: {
  change: GameChange | null;
  check: ReturnType<typeof useGameChangeCheck>;
}) {
  if (!change) return null;
  if (check.isPending) return <Typography sx={{ mt: 2 }}>Checking the draw’s rules...</Typography>;
  if (check.isError)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {check.error.message}
      </Alert>
    );
  const { problems, warnings } = check.data;
  return (
    <>
      {problems.length > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }} aria-label="The draw’s rules">
          Not allowed there:
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mt: 2 }} aria-label="The draw’s rules">
          The draw’s rules allow it.
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} aria-label="Officials">
          Its officials stay on it and are emailed, but:
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
