import { PageTitle } from '../../../components/PageTitle';
import { DrawPage } from '../../../features/draw/components/DrawPage';

export function Component() {
  return (
    <>
      <PageTitle>Draw</PageTitle>
      <DrawPage />
    </>
  );
}
