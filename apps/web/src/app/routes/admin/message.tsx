// /admin/messages/:message_id: a sent message (its title is the message's subject).
import { useParams } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { MessageScreen } from '../../../features/admin-messages/components/MessageScreen';

export function Component() {
  const typed = useParams().message_id ?? '';
  // Anything but a number asks for message 0, which the API answers as no such message.
  const messageId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return (
    <>
      <BackLink to="/admin/messages">All messages</BackLink>
      <MessageScreen key={messageId} messageId={messageId} />
    </>
  );
}
