import { PageTitle } from '../../../components/PageTitle';
import { NominationsScreen } from '../../../features/admin-nominations/components/NominationsScreen';

export function Component() {
  return (
    <>
      <PageTitle>Nominations</PageTitle>
      <NominationsScreen />
    </>
  );
}
