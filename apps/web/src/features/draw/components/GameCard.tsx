// One card of the draw: a game, a team's bye, or a team's duty.
import type { TGame } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { googleCalendarUrl, joinAddress, mapsSearchUrl } from '../../../lib/calendar-links';
import { hasDuty, isDouble, offersCalendar, rankLabel, scoreText, type DrawCard } from '../draw-view';

const venueParts = (g: TGame) => [g.venueLabel, g.venueAddress, g.venueSuburb, g.venuePostcode, g.venueState];

function Team({ name, rank }: { name: string | null; rank: string | null }) {
  const label = rankLabel(name, rank);
  return (
    <Box>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {name ?? 'TBC'}
      </Typography>
      {label && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {label}
        </Typography>
      )}
    </Box>
  );
}

function Where({ game }: { game: TGame }) {
  if (!game.courtLabel && !game.venueLabel) return null;
  return (
    <Typography variant="body2">
      {game.courtLabel}
      {game.courtLabel && game.venueLabel ? ', ' : ''}
      {game.venueLabel && (
        <Link href={mapsSearchUrl(venueParts(game))} target="_blank" rel="noopener noreferrer">
          {game.venueLabel}
        </Link>
      )}
    </Typography>
  );
}

function CalendarLinks({ game, clientName }: { game: TGame; clientName: string }) {
  const google = googleCalendarUrl({
    title: `${clientName} - Games`,
    start: game.date_time_from,
    end: game.date_time_to,
    location: joinAddress([game.courtLabel, ...venueParts(game)]),
    details: [game.match_formatted, `Round ${game.round}`, game.courtLabel].filter(Boolean).join('\n'),
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
      <Link href={google} target="_blank" rel="noopener noreferrer" variant="body2">
        Add to Google Calendar
      </Link>
      <Link href={`/api/draw/game/${game.game}/ics`} download={`game-${game.game}.ics`} variant="body2">
        Add to Apple Calendar
      </Link>
    </Box>
  );
}

export function GameCard({
  card,
  showResults,
  clientName,
}: {
  card: DrawCard;
  showResults: boolean;
  clientName: string;
}) {
  const { game, kind } = card;
  const double = isDouble(game);
  const score = scoreText(game, showResults);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid={`${kind}-card`}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {game.date_formatted}
        </Typography>
        {kind !== 'bye' && !game.excluded_dates && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {game.time_formatted}
            {double && (
              <>
                <span aria-hidden="true"> *</span>
                <Box component="span" sx={visuallyHidden}>
                  , double point round
                </Box>
              </>
            )}
          </Typography>
        )}
      </Box>

      {kind === 'bye' && <Typography sx={{ fontWeight: 600 }}>{game.bye} - Bye</Typography>}

      {kind === 'duty' && (
        <>
          <Typography sx={{ fontWeight: 600 }}>{game.duty} - Duty</Typography>
          <Typography variant="body2">Duty at {game.match_formatted}</Typography>
          <Where game={game} />
        </>
      )}

      {kind === 'game' && game.excluded_dates && (
        <Typography sx={{ fontWeight: 600 }}>{game.match ?? game.match_formatted}</Typography>
      )}

      {kind === 'game' && !game.excluded_dates && (
        <>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'start', gap: 1, mb: 1 }}
          >
            <Team name={game.team_a_id} rank={game.game_rank_a} />
            <Typography component="span" color="text.secondary">
              vs
            </Typography>
            <Box sx={{ textAlign: 'right' }}>
              <Team name={game.team_b_id} rank={game.game_rank_b} />
            </Box>
          </Box>
          {score && <Typography sx={{ fontWeight: 600, textAlign: 'center', mb: 1 }}>{score}</Typography>}
          <Where game={game} />
          {hasDuty(game) && <Typography variant="body2">Duty: {game.duty}</Typography>}
          {offersCalendar(game) && <CalendarLinks game={game} clientName={clientName} />}
        </>
      )}
    </Paper>
  );
}
