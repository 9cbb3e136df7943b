import { PageTitle } from '../../../components/PageTitle';
import { Noticeboard } from '../../../features/noticeboard/components/Noticeboard';

export function Component() {
  return (
    <>
      <PageTitle>Noticeboard</PageTitle>
      <Noticeboard />
    </>
  );
}
