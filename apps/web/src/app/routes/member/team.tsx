import { useParams } from 'react-router';
import { TeamDetail } from '../../../features/teams/components/TeamDetail';

export function Component() {
  const { team_id = '' } = useParams();
  return <TeamDetail key={team_id} teamId={team_id} />;
}
