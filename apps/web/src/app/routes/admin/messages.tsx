import { PageTitle } from '../../../components/PageTitle';
import { MessagesScreen } from '../../../features/admin-messages/components/MessagesScreen';

export function Component() {
  return (
    <>
      <PageTitle>Messages</PageTitle>
      <MessagesScreen />
    </>
  );
}
