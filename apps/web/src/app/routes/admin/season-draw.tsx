// /admin/seasons/:season_id/draw: what the season's draw is made from, and its drafts (the
// title is the season's name).
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DrawScreen } from '../../../features/admin-draw/components/DrawScreen';

export function Component() {
  const typed = useParams().season_id ?? '';
  // Anything but a season number asks for season 0, which the API answers as no such season.
  const seasonId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return (
    <>
      <BackLink to={`/admin/seasons/${seasonId}`}>The season</BackLink>
      <DrawScreen key={seasonId} seasonId={seasonId} />
    </>
  );
}
