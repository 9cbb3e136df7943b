import { BackLink } from '../../../components/BackLink';
import { PageTitle } from '../../../components/PageTitle';
import { ComposeScreen } from '../../../features/admin-messages/components/ComposeScreen';

export function Component() {
  return (
    <>
      <BackLink to="/admin/messages">All messages</BackLink>
      <PageTitle>New message</PageTitle>
      <ComposeScreen />
    </>
  );
}
