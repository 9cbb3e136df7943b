import { PageTitle } from '../../../components/PageTitle';
import { TeamsScreen } from '../../../features/admin-teams/components/TeamsScreen';

export function Component() {
  return (
    <>
      <PageTitle>Teams</PageTitle>
      <TeamsScreen />
    </>
  );
}
