// The Draw screen's published games of one division, each unplayed game with Move (another date,
// time or court) and Swap (with another game of the division): the dialog checks the change with
// the server before it is saved. Played games stay where they were played. A game's own page
// links here with ?division= and ?move=: that game's move opens at once.
import type { TDrawSetup } from '@courtside/contracts/admin';
import type { TDrawResponse } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDivisionDraw } from '../../../domains/draw/division-draw';
import { GameChangeDialog, type ListedGame } from './GameChangeDialog';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type PublicGame = TDrawResponse['divisionDraw']['rounds'][number]['groups'][number]['games'][number];

function listed(g: PublicGame, setup: TDrawSetup): ListedGame & { played: boolean } {
  const date = g.date_time_from.slice(0, 10);
  const venue = setup.venues.find((v) => v.name === g.venueLabel);
  const court = venue?.courts.find((c) => c.name === g.courtLabel);
  const teams = g.team_a_id && g.team_b_id ? `${g.team_a_id} v ${g.team_b_id}` : g.match_formatted;
  return {
    id: g.game,
    name: `Round ${g.round}: ${teams}`,
    place: `${WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${g.date_formatted} ${g.time_formatted}, ${g.venueLabel ?? ''}, ${g.courtLabel ?? ''}`,
    date,
    time: g.date_time_from.slice(11, 16),
    courtId: court?.id ?? null,
    played: g.scored !== null,
  };
}

export function PublishedGames({ setup, onDone }: { setup: TDrawSetup; onDone: (text: string) => void }) {
  const drawn = setup.divisions.filter((d) => d.games > 0);
  const [search, setSearch] = useSearchParams();
  const asked = drawn.find((d) => String(d.id) === search.get('division'));
  const [divisionId, setDivisionId] = useState<number | null>((asked ?? drawn[0])?.id ?? null);
  const [open, setOpen] = useState<{ kind: 'move' | 'swap'; game: ListedGame } | null>(null);
  const draw = useDivisionDraw(setup.season.id, divisionId);
  const games = (draw.data?.divisionDraw.rounds ?? [])
    .flatMap((r) => r.groups.flatMap((g) => g.games))
    .filter((g) => !g.bye && g.courtLabel)
    .map((g) => listed(g, setup));
  const movable = games.filter((g) => !g.played);
  const moveAsked = search.get('move');
  const askedGame = moveAsked ? movable.find((g) => String(g.id) === moveAsked) : undefined;
  useEffect(() => {
    if (!moveAsked || !draw.data) return;
    // Asked once: the address forgets it, so closing the dialog leaves the list as it is.
    if (askedGame) setOpen({ kind: 'move', game: askedGame });
    setSearch(
      (now) => {
        now.delete('move');
        now.delete('division');
        return now;
      },
      { replace: true },
    );
  }, [moveAsked, askedGame, draw.data, setSearch]);
  if (drawn.length === 0)
    return <Typography sx={{ mt: 1 }}>No division has a published draw yet.</Typography>;
  return (
    <>
      <Typography sx={{ mt: 1 }}>
        Move a game to another date, time or court, or swap two: it keeps its officials and scorers, and its
        managers and officials are emailed.
      </Typography>
      <TextField
        select
        label="Division"
        size="small"
        value={divisionId ?? ''}
        onChange={(e) => setDivisionId(Number(e.target.value))}
        slotProps={{ select: { native: true } }}
        sx={{ my: 2, minWidth: 220, maxWidth: '100%' }}
      >
        {drawn.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </TextField>
      {draw.isPending && <Typography>Loading the division’s games...</Typography>}
      {draw.isError && (
        <Typography>The division’s published games could not be read: {draw.error.message}</Typography>
      )}
      <Box component="ul" aria-label="Published games" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {games.map((g) => (
          <Box
            component="li"
            key={g.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Typography>{g.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {g.place}
                {g.played ? ' (played)' : ''}
              </Typography>
            </Box>
            {!g.played && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Move ${g.name}`}
                  onClick={() => setOpen({ kind: 'move', game: g })}
                >
                  Move
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Swap ${g.name}`}
                  disabled={movable.length < 2}
                  onClick={() => setOpen({ kind: 'swap', game: g })}
                >
                  Swap
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {open && (
        <GameChangeDialog
          kind={open.kind}
          game={open.game}
          games={movable}
          setup={setup}
          onDone={onDone}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
