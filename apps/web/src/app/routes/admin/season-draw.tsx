// /admin/seasons/:season_id/draw: what the season's draw is made from, and its drafts (the
// title is the season's name). Opening it makes its season the one the console's other season
// screens (Teams, Nominations) open on. Any team's draw limits are edited here too (a team is
// found by name), as on the team's own page.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { SectionCard } from '../../../components/SectionCard';
import { useChosenSeason, useSeason } from '../../../components/console/seasons';
import { DrawScreen } from '../../../features/admin-draw/components/DrawScreen';
import { SeasonDrawLimits } from '../../../features/admin-teams/components/SeasonDrawLimits';

export function Component() {
  const typed = useParams().season_id ?? '';
  // Anything but a season number asks for season 0, which the API answers as no such season.
  const seasonId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  const [chosen, choose] = useChosenSeason();
  const season = useSeason(seasonId > 0 ? seasonId : undefined);
  useEffect(() => {
    if (seasonId > 0 && seasonId !== chosen) choose(seasonId);
  }, [seasonId, chosen, choose]);
  return (
    <>
      <BackLink to={`/admin/seasons/${seasonId}`}>The season</BackLink>
      <DrawScreen key={seasonId} seasonId={seasonId} />
      {season.data && (
        <SectionCard title="Team draw limits">
          <SeasonDrawLimits key={seasonId} seasonId={seasonId} seasonName={season.data.season.name} />
        </SectionCard>
      )}
    </>
  );
}
