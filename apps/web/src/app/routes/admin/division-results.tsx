// The Results screens, one lazy module for both (each lazy route adds its chunk list to the entry
// every first visit downloads, and the sign-in page's budget has little room):
//   /admin/divisions/:division_id/results: a division's games with their results, and its ladder
//   adjustments;
//   /admin/games/:game_id/scoresheet: a game's scoresheet and scorers, opened from a division's
//   results (?division= names it, for the way back).
import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { ResultsScreen } from '../../../features/admin-results/components/ResultsScreen';
import { ScoresheetScreen } from '../../../features/admin-results/components/ScoresheetScreen';

/** A record id typed in the address; anything else is 0, which the API answers as no such record. */
const idOf = (typed: string | null | undefined) => (typed && /^\d{1,9}$/.test(typed) ? Number(typed) : 0);

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const params = useParams();
  const [search] = useSearchParams();
  if (params.game_id === undefined) {
    const divisionId = idOf(params.division_id);
    return (
      <>
        <BackLink to="/admin/seasons">All seasons</BackLink>
        <ResultsScreen key={divisionId} divisionId={divisionId} />
      </>
    );
  }
  const gameId = idOf(params.game_id);
  const divisionId = idOf(search.get('division'));
  return (
    <>
      {divisionId ? (
        <BackLink to={`/admin/divisions/${divisionId}/results`}>The division&apos;s results</BackLink>
      ) : (
        <BackLink to="/admin/seasons">All seasons</BackLink>
      )}
      {/* Only admins may search members by name; competition staff type a member id. */}
      <ScoresheetScreen key={gameId} gameId={gameId} searchesMemberContacts={self.roles.includes('admin')} />
    </>
  );
}
