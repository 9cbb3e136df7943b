// /admin/seasons/:season_id/draw: what the season's draw is made from, and its drafts (the
// title is the season's name). Opening it makes its season the one the console's other season
// screens (Teams, Nominations) open on.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { useChosenSeason } from '../../../components/console/seasons';
import { DrawScreen } from '../../../features/admin-draw/components/DrawScreen';

export function Component() {
  const typed = useParams().season_id ?? '';
  // Anything but a season number asks for season 0, which the API answers as no such season.
  const seasonId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  const [chosen, choose] = useChosenSeason();
  useEffect(() => {
    if (seasonId > 0 && seasonId !== chosen) choose(seasonId);
  }, [seasonId, chosen, choose]);
  return (
    <>
      <BackLink to={`/admin/seasons/${seasonId}`}>The season</BackLink>
      <DrawScreen key={seasonId} seasonId={seasonId} />
    </>
  );
}
