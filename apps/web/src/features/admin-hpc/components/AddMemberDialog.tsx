// Add a member to a class from its roll: found by name (admins: email too) and picked from the
// matches, never typed as a member id. The dialog says what will happen: a class with a free place
// books them, a full one puts them at the end of its waitlist. The API keeps the rules (its
// refusals, such as a member already in the class or without an active plan, show above the field).
import type { TClassRoll } from '@courtside/contracts/admin';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { MemberField } from '../../../components/console/member-field';
import { ApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form';
import { useAddMember } from '../api/add-member';
import { addedText, addWillText } from '../classes';

interface AddForm {
  /** The member's number: the one picked from the search. */
  member_id: string;
}

const ZAddForm = z.object({
  member_id: z.string().check(z.regex(/^\d{1,9}$/, 'Find the member by name and pick them from the list.')),
});

export function AddMemberDialog({
  cls,
  searchesContacts,
  onDone,
  onClose,
}: {
  cls: TClassRoll;
  searchesContacts: boolean;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const add = useAddMember();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AddForm>({
    defaultValues: { member_id: '' },
    resolver: schemaResolver(() => ZAddForm),
  });
  const full = cls.booked >= cls.capacity;
  const onSubmit = handleSubmit(async ({ member_id }) => {
    setFailure(null);
    try {
      const roll = await add.mutateAsync({ id: cls.id, member_id: Number(member_id) });
      onDone(addedText(Number(member_id), roll));
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not add the member. Please try again.');
      if (err.status === 404 && /^member not found/i.test(err.message))
        return setError('member_id', { type: 'server', message: 'No member has this id.' });
      setFailure(err.message);
    }
  });
  return (
    <ConsoleFormDialog
      title={`Add a member to ${cls.name}`}
      failure={failure}
      submitText={full ? 'Add to the waitlist' : 'Book into the class'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DialogContentText>{addWillText(cls)}</DialogContentText>
      <MemberField<AddForm> name="member_id" control={control} searchesContacts={searchesContacts} />
    </ConsoleFormDialog>
  );
}
