// /admin/teams/:team_id: the team's page (its title is the team's name).
import type { TStaffSelf } from '@courtside/contracts/admin';
import { useOutletContext, useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { TeamScreen } from '../../../features/admin-teams/components/TeamScreen';

export function Component() {
  const self = useOutletContext<TStaffSelf>();
  const typed = useParams().team_id ?? '';
  // Anything but a team number asks for team 0, which the API answers as no such team.
  const teamId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return (
    <>
      <BackLink to="/admin/teams">All teams</BackLink>
      {/* Only admins may search members by name; competition staff type a member id. */}
      <TeamScreen key={teamId} teamId={teamId} searchesMemberContacts={self.roles.includes('admin')} />
    </>
  );
}
