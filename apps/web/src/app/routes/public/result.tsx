import { PageTitle } from '../../../components/PageTitle';
import { StandingsPage } from '../../../features/draw/components/StandingsPage';

export function Component() {
  return (
    <>
      <PageTitle>Standings</PageTitle>
      <StandingsPage />
    </>
  );
}
