// /admin/draw-drafts/:draft_id: a draft of the draw, previewed before it is published (the screen
// links back to its season's draw once it knows the season).
import { useParams } from 'react-router';
import { DraftScreen } from '../../../features/admin-draw/components/DraftScreen';

export function Component() {
  const typed = useParams().draft_id ?? '';
  // Anything but a draft number asks for draft 0, which the API answers as no such draft.
  const draftId = /^\d{1,9}$/.test(typed) ? Number(typed) : 0;
  return <DraftScreen key={draftId} draftId={draftId} />;
}
