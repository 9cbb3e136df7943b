import { PageTitle } from '../../../components/PageTitle';
import { NoticeboardScreen } from '../../../features/admin-noticeboard/components/NoticeboardScreen';

export function Component() {
  return (
    <>
      <PageTitle>Noticeboard</PageTitle>
      <NoticeboardScreen />
    </>
  );
}
