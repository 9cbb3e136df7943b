// /member/scorer: a member named scorer of games (by competition staff, in the console) enters
// their results on game day from a phone. Today's games first, each a card with one large
// button; then one game's scoresheet: the result, double points and each player's shots and
// fouls with - and + buttons, saved whole. The API lets the named scorer in on the game's local
// date only, and says so otherwise.
import { SCORER_MSG, type TScoresheet } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { ScoresheetForm } from '../../../domains/scoresheet/ScoresheetForm';
import { gameWhen, resultText, timeText } from '../../../domains/scoresheet/scoresheet-form';
import { ApiError } from '../../../lib/api-client';
import { useSettings } from '../../../lib/settings';
import { useScorerGame } from '../api/get-scorer-game';
import { useScorerGames } from '../api/get-scorer-games';
import { useSaveScorerGame } from '../api/save-scorer-game';

const title = (sheet: TScoresheet) => `${sheet.team_a.name} v ${sheet.team_b.name}`;

/** Today's games the member scores. */
export function ScorerGames() {
  const games = useScorerGames();
  if (games.isPending) return <Loading text="Loading your games..." />;
  if (games.isError)
    return (
      <Alert severity="error" role="alert">
        {games.error.message}
      </Alert>
    );
  if (games.data.length === 0)
    return (
      <Typography>
        You are not the scorer of any game today. When competition staff name you scorer of a game, it shows
        here on game day.
      </Typography>
    );
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Enter the result and the players&apos; stats of each game you score today.
      </Typography>
      <Box
        component="ul"
        aria-label="Today's games"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {games.data.map((game) => (
          <Box component="li" key={game.game_id}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h6" component="h2">
                  {title(game)}
                </Typography>
                <Typography color="text.secondary">
                  {game.division}, round {game.round}
                </Typography>
                <Typography>
                  {timeText(game.time)}
                  {game.court ? `, ${game.court}` : ''}
                </Typography>
                <Typography sx={{ mt: 1, fontWeight: 600 }}>{resultText(game)}</Typography>
              </CardContent>
              <CardActions sx={{ p: 2, pt: 0 }}>
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  component={RouterLink}
                  to={`/member/scorer/${game.game_id}`}
                  aria-label={`${game.result ? 'Change the result of' : 'Enter the result of'} ${title(game)}`}
                  sx={{ minHeight: 48 }}
                >
                  {game.result ? 'Change the result' : 'Enter the result'}
                </Button>
              </CardActions>
            </Card>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** One game's scoresheet, for its scorer. */
export function ScorerGame({ gameId }: { gameId: number }) {
  const game = useScorerGame(gameId);
  const save = useSaveScorerGame();
  const timeZone = useSettings().data?.time_zone;

  if (game.isPending) return <Loading text="Loading the scoresheet..." />;
  if (game.isError)
    return (
      <>
        <PageTitle>Scoresheet</PageTitle>
        <Alert severity="error" role="alert">
          {refusalText(game.error)}
        </Alert>
      </>
    );
  const sheet = game.data;
  return (
    <>
      <PageTitle>{title(sheet)}</PageTitle>
      <DetailList
        items={[
          ['Division', `${sheet.division}, round ${sheet.round}`],
          ['When', gameWhen(sheet)],
          sheet.court !== null && ['Court', sheet.court],
          [
            'Result',
            sheet.result
              ? `${resultText(sheet)} (saved ${new Date(sheet.result.updated_at).toLocaleString('en-AU', {
                  timeZone,
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })})`
              : resultText(sheet),
          ],
        ]}
      />
      {sheet.result && sheet.result.kind !== 'normal' ? (
        <Alert severity="info">{SCORER_MSG.staffResult}</Alert>
      ) : (
        <ScoresheetForm
          key={sheet.game_id}
          sheet={sheet}
          layout="cards"
          scoresOnly
          onSave={(body) => save.mutateAsync({ gameId: sheet.game_id, body })}
        />
      )}
    </>
  );
}

function refusalText(err: Error): string {
  if (!(err instanceof ApiError)) return err.message;
  if (err.status === 404) return 'There is no such game.';
  if (err.status === 403) return 'You are not the scorer of this game.';
  return err.message;
}
