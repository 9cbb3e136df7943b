// An unplaced game's catch-up dates on an open draft: the dates of the season with free slots
// both teams can take, each with a button placing the game on that date's first free slot (the
// draft then creates or moves it on publishing). A refusal (the slot went meanwhile) is said
// under the dates, in the server's words.
import type { TDraftGame } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePlaceCatchUp } from '../api/place-catch-up';
import { dayAndDate, gameText } from '../draw-form';

/** 'Sat 26/04/2027 (3 free slots)' for each catch-up date. */
export const catchUpText = (dates: TDraftGame['catch_up']) =>
  dates
    .map((c) => `${dayAndDate(c.date)} (${c.free_slots} free ${c.free_slots === 1 ? 'slot' : 'slots'})`)
    .join(', ');

export function CatchUpDates({ draftId, game }: { draftId: number; game: TDraftGame }) {
  const place = usePlaceCatchUp();
  const [failure, setFailure] = useState<string | null>(null);
  if (game.catch_up.length === 0)
    return (
      <Typography variant="body2" sx={{ mb: 1 }}>
        No date in the season has a free slot both teams can take: add a time slot on one date.
      </Typography>
    );
  const onPlace = (date: string) => {
    setFailure(null);
    place
      .mutateAsync({ draftId, draft_game_id: game.id, date })
      .catch((err: unknown) =>
        setFailure(err instanceof ApiError ? err.message : 'Could not place the game. Please try again.'),
      );
  };
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2">Catch-up dates with free slots: {catchUpText(game.catch_up)}.</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {game.catch_up.map((c) => (
          <Button
            key={c.date}
            size="small"
            variant="outlined"
            disabled={place.isPending}
            aria-label={`Place on ${dayAndDate(c.date)}: ${gameText(game)}`}
            onClick={() => onPlace(c.date)}
          >
            Place on {dayAndDate(c.date)}
          </Button>
        ))}
      </Box>
      {failure && (
        <Typography role="alert" variant="body2" sx={{ mt: 0.5, color: 'error.main' }}>
          {failure}
        </Typography>
      )}
    </Box>
  );
}
