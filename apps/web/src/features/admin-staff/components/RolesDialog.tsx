// Set a member's staff roles (all of them: none means no longer staff), with the reason the audit
// log keeps. Someone new is found by name or email and picked from the matches, never typed as a
// member id. Validated with the contract (ZStaffRolesUpdate); the server's refusals (an admin
// taking away their own admin role, a member who has no sign-in) show under the fields.
import {
  STAFF_AREAS,
  STAFF_ROLES,
  ZStaffRolesUpdate,
  type TStaffMember,
  type TStaffRole,
} from '@courtside/contracts/admin';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useSetStaffRoles } from '../api/set-staff-roles';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { MemberField } from '../../../components/console/member-field';
import { ReasonField } from '../../../components/console/ReasonField';

interface RolesForm {
  /** The member's number: the one picked from the search when adding someone new. */
  mid: string;
  roles: TStaffRole[];
  reason: string;
}

const ZRolesForm = z.extend(ZStaffRolesUpdate, {
  mid: z
    .string()
    .check(z.regex(/^\d{1,9}$/, 'Find the member by name or email and pick them from the list.')),
});

export function RolesDialog({
  member,
  selfId,
  onClose,
}: {
  member: TStaffMember | null;
  selfId: number;
  onClose: () => void;
}) {
  const save = useSetStaffRoles();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RolesForm>({
    defaultValues: { mid: member ? String(member.mid) : '', roles: member?.roles ?? [], reason: '' },
    resolver: schemaResolver(() => ZRolesForm),
  });
  const onSubmit = handleSubmit(async ({ mid, roles, reason }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ mid: Number(mid), roles, ...(reason.trim() && { reason: reason.trim() }) });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save the roles. Please try again.');
      if (err.status === 404) return setError('mid', { type: 'server', message: 'No member has this id.' });
      const left = applyServerErrors(setError, err.errors, ['roles', 'reason', 'mid']);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  const title = member ? `Roles of ${member.fullname}` : 'Add a staff member';

  return (
    <ConsoleFormDialog
      title={title}
      failure={failure}
      submitText="Save roles"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!member && <MemberField<RolesForm> name="mid" control={control} searchesContacts />}
      <Controller
        name="roles"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" margin="normal" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">Roles</FormLabel>
            <FormGroup>
              {STAFF_ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  label={`${role}: ${role === 'admin' ? 'everything, and granting roles' : STAFF_AREAS[role]}`}
                  control={
                    <Checkbox
                      checked={field.value.includes(role)}
                      disabled={role === 'admin' && member?.mid === selfId}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? STAFF_ROLES.filter((r) => r === role || field.value.includes(r))
                            : field.value.filter((r) => r !== role),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {fieldState.error?.message ??
                (member?.mid === selfId
                  ? 'You cannot take away your own admin role: ask another admin.'
                  : 'No role at all: the member is no longer staff.')}
            </FormHelperText>
          </FormControl>
        )}
      />
      <ReasonField name="reason" control={control} />
    </ConsoleFormDialog>
  );
}
