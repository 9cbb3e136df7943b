import { PageTitle } from '../../../components/PageTitle';
import { TeamsList } from '../../../features/teams/components/TeamsList';

export function Component() {
  return (
    <>
      <PageTitle>Teams</PageTitle>
      <TeamsList />
    </>
  );
}
