// /member/scorer: today's games the member scores; /member/scorer/:game_id: one game's scoresheet.
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { PageTitle } from '../../../components/PageTitle';
import { ScorerGame, ScorerGames } from '../../../features/scorer/components/ScorerScreen';

export function Component() {
  const typed = useParams().game_id;
  if (typed === undefined)
    return (
      <>
        <PageTitle>Scorer</PageTitle>
        <ScorerGames />
      </>
    );
  // Anything but a game number asks for game 0, which the API answers as no such game.
  const gameId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return (
    <>
      <BackLink to="/member/scorer">Today&apos;s games</BackLink>
      <ScorerGame key={gameId} gameId={gameId} />
    </>
  );
}
