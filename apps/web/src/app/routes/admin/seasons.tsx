import { PageTitle } from '../../../components/PageTitle';
import { SeasonsScreen } from '../../../features/admin-seasons/components/SeasonsScreen';

export function Component() {
  return (
    <>
      <PageTitle>Seasons</PageTitle>
      <SeasonsScreen />
    </>
  );
}
