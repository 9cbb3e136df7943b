// /admin/seasons/:season_id: the season's page (its title is the season's name).
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { SeasonScreen } from '../../../features/admin-seasons/components/SeasonScreen';

export function Component() {
  const seasonId = Number(useParams().season_id);
  return (
    <>
      <BackLink to="/admin/seasons">All seasons</BackLink>
      <SeasonScreen key={seasonId} seasonId={seasonId} />
    </>
  );
}
