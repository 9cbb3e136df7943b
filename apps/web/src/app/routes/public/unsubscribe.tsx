import { useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { UnsubscribeForm } from '../../../features/unsubscribe/components/UnsubscribeForm';

/** /unsubscribe/:token: the footer link of a message to members (signed in or not). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle>Unsubscribe</PageTitle>
      <UnsubscribeForm token={token} />
    </>
  );
}
