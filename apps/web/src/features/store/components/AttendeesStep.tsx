// Step 2 of the checkout: attendee rows.
// A new row is confirmed with the server; a person it does not know needs the extra
// fields (requireInfo), which appear and turn the button red.
import {
  ATTENDEE_INFO_REQUIRED,
  attendeeSchema,
  sameAttendee,
  STORE_MSG,
  type TLocality,
} from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useWatch,
  type FieldError,
  type FieldPath,
  type Resolver,
  type ResolverResult,
  type UseFieldArrayReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { DateOfBirthField } from '../../../components/form/DateOfBirthField';
import { AddressField } from '../../../components/form/AddressField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { GENDER_OPTIONS } from '../../../components/form/options';
import { SuburbField } from '../../../components/form/SuburbField';
import { ApiError } from '../../../lib/api-client';
import { keepPhoneDigits, maskDigits } from '../../../lib/dates';
import { issuesByField } from '../../../lib/form';
import { STATE_OPTIONS } from '../../../lib/reference';
import { checkAttendee } from '../api/check-attendee';
import { useSavedAttendees } from '../api/get-saved-attendees';
import { emptyAttendee, isDuplicateAttendee, type AttendeeRow } from '../checkout';

export interface AttendeeForm {
  attendees: AttendeeRow[];
}

export type AttendeeArray = UseFieldArrayReturn<AttendeeForm, 'attendees', 'key'>;

/** Each row against the contracts' attendee rules, the extra fields only once the server asked for them. */
export const attendeeResolver =
  (timeZone: string): Resolver<AttendeeForm> =>
  async (values): Promise<ResolverResult<AttendeeForm>> => {
    const rows: Record<string, FieldError>[] = [];
    let invalid = false;
    values.attendees.forEach((row, i) => {
      const result = attendeeSchema(timeZone, row.requireInfo).safeParse(row);
      if (result.success) return;
      invalid = true;
      rows[i] = Object.fromEntries(
        Object.entries(issuesByField(result.error)).map(([field, message]) => [
          field,
          { type: 'validation', message },
        ]),
      );
    });
    return invalid ? { values: {}, errors: { attendees: rows } } : { values, errors: {} };
  };

export interface Notice {
  text: string;
  severity: 'success' | 'error';
}

let nextUid = 0;
const newUid = () => `a${Date.now().toString(36)}${(nextUid += 1)}`;

const digits = (n: number) => (typed: string) => maskDigits(typed, n);

function AttendeeRowFields({
  index,
  form,
  busy,
  onConfirm,
  onRemove,
}: {
  index: number;
  form: UseFormReturn<AttendeeForm>;
  busy: boolean;
  onConfirm: () => void;
  onRemove: () => void;
}) {
  const { control, setValue } = form;
  const row = useWatch({ control, name: `attendees.${index}` });
  const locked = Boolean(row?.confirmed) || busy;
  const name = (field: keyof AttendeeRow) => `attendees.${index}.${field}` as const;
  const headingId = `attendee-${index}-title`;
  const pickSuburb = (l: TLocality) => {
    setValue(name('postcode'), l.postcode, { shouldValidate: true });
    setValue(name('state'), l.state, { shouldValidate: true });
  };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Attendee {index + 1}
      </Typography>
      <FieldGrid>
        <FormTextField
          control={control}
          name={name('firstname')}
          label="First Name"
          required
          disabled={locked}
        />
        <FormTextField
          control={control}
          name={name('lastname')}
          label="Last Name"
          required
          disabled={locked}
        />
        <DateOfBirthField control={control} name={name('dob')} disabled={locked} noHint={locked} />
        <FormSelect
          control={control}
          name={name('gender')}
          label="Gender"
          required
          disabled={locked}
          options={GENDER_OPTIONS}
        />
      </FieldGrid>
      {row?.requireInfo && (
        <>
          <Typography sx={{ mt: 1 }}>Contact and emergency contact details of this attendee:</Typography>
          <FieldGrid>
            <FormTextField
              control={control}
              name={name('email')}
              label="Email"
              type="email"
              required
              disabled={locked}
            />
            <FormTextField
              control={control}
              name={name('mobile')}
              label="Mobile"
              required
              disabled={locked}
              transform={keepPhoneDigits}
              hint={locked ? undefined : '10 digits, for example 0412345678'}
              inputProps={{ inputMode: 'numeric' }}
            />
            <AddressField
              control={control}
              name={name('address')}
              disabled={locked}
              onPlace={(fill) => {
                setValue(name('suburb'), fill.suburb, { shouldValidate: true });
                setValue(name('postcode'), fill.postcode, { shouldValidate: true });
                if (fill.state) setValue(name('state'), fill.state, { shouldValidate: true });
              }}
            />
            {locked ? (
              <FormTextField control={control} name={name('suburb')} label="Suburb" required disabled />
            ) : (
              <SuburbField control={control} name={name('suburb')} onPick={pickSuburb} />
            )}
            <FormTextField
              control={control}
              name={name('postcode')}
              label="Postcode"
              required
              disabled={locked}
              transform={digits(4)}
              inputProps={{ inputMode: 'numeric' }}
            />
            <FormSelect
              control={control}
              name={name('state')}
              label="State"
              required
              disabled={locked}
              options={STATE_OPTIONS}
            />
            <FormTextField
              control={control}
              name={name('ec_fullname')}
              label="Emergency Contact Full Name"
              required
              disabled={locked}
            />
            <FormTextField
              control={control}
              name={name('ec_mobile')}
              label="Emergency Contact Mobile"
              required
              disabled={locked}
              transform={keepPhoneDigits}
              hint={locked ? undefined : '10 digits'}
              inputProps={{ inputMode: 'numeric' }}
            />
            <FormTextField
              control={control}
              name={name('ec_medical')}
              label="Medical Conditions"
              multiline
              minRows={2}
              hint={locked ? undefined : 'Optional'}
              disabled={locked}
            />
          </FieldGrid>
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Button
          variant="contained"
          color={row?.requireInfo && !row.confirmed ? 'error' : 'primary'}
          disabled={locked}
          onClick={onConfirm}
        >
          {row?.confirmed ? 'ATTENDEE ADDED' : 'CONFIRM Attendee'}
        </Button>
        <Button variant="outlined" color="inherit" disabled={busy} onClick={onRemove}>
          Remove
        </Button>
      </Stack>
    </Box>
  );
}

export function AttendeesStep({
  form,
  array,
  max,
  notice,
  onNotice,
}: {
  form: UseFormReturn<AttendeeForm>;
  array: AttendeeArray;
  /** The total quantity of products needing attendees: no more rows than that. */
  max: number;
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
}) {
  const [busy, setBusy] = useState(false);

  const confirm = async (index: number) => {
    onNotice(null);
    if (!(await form.trigger(`attendees.${index}`))) {
      // The row's messages now show: mark its fields touched, so each message goes as soon as
      // its field is put right (a typed date, a chosen gender), not only at the next CONFIRM.
      const { uid: _u, requireInfo: _r, confirmed: _c, ...fields } = form.getValues(`attendees.${index}`);
      for (const [field, value] of Object.entries(fields))
        form.setValue(`attendees.${index}.${field}` as FieldPath<AttendeeForm>, value, { shouldTouch: true });
      return;
    }
    const rows = form.getValues('attendees');
    if (isDuplicateAttendee(rows, index))
      return onNotice({ text: STORE_MSG.attendeeAlreadyAdded, severity: 'error' });
    const row = rows[index];
    if (!row) return;
    const { uid: _uid, requireInfo: _requireInfo, confirmed: _confirmed, ...attendee } = row;
    setBusy(true);
    try {
      await checkAttendee(attendee);
      form.setValue(`attendees.${index}.confirmed`, true);
      onNotice({ text: STORE_MSG.attendeeAdded, severity: 'success' });
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.error === ATTENDEE_INFO_REQUIRED) form.setValue(`attendees.${index}.requireInfo`, true);
        // Shown under their fields once the extra fields have rendered.
        setTimeout(() => {
          for (const [field, messages] of Object.entries(err.errors))
            form.setError(`attendees.${index}.${field}` as FieldPath<AttendeeForm>, {
              type: 'server',
              message: messages.join(' '),
            });
        });
      }
      onNotice({
        text: err instanceof Error ? err.message : 'Something went wrong. Please try again.',
        severity: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = (index: number) => {
    array.remove(index);
    onNotice({ text: STORE_MSG.attendeeRemoved, severity: 'success' });
  };

  // People the member bought places for before: one choice fills a new row, typed once.
  const saved = useSavedAttendees().data ?? [];
  const rows = useWatch({ control: form.control, name: 'attendees' });
  const offered = saved.filter((p) => !rows.some((r) => sameAttendee(r, p)));
  const addSaved = (index: number) => {
    const person = offered[index];
    if (!person) return;
    // Someone who is not a member was saved with contact details: the row shows them again.
    array.append({ ...emptyAttendee(newUid()), ...person, requireInfo: person.email !== '' });
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Add each person attending ({max === 1 ? 'one attendee' : `up to ${max} attendees`}), then press
        CONFIRM Attendee. We look them up by name and date of birth; for someone new we also need contact and
        emergency contact details.
      </Typography>
      {array.fields.map((field, index) => (
        <AttendeeRowFields
          key={field.key}
          index={index}
          form={form}
          busy={busy}
          onConfirm={() => void confirm(index)}
          onRemove={() => remove(index)}
        />
      ))}
      <Button
        variant="outlined"
        disabled={array.fields.length >= max || busy}
        onClick={() => array.append(emptyAttendee(newUid()))}
      >
        Add Attendee
      </Button>
      {offered.length > 0 && array.fields.length < max && (
        <FormControl size="small" sx={{ ml: { sm: 2 }, mt: { xs: 2, sm: 0 }, minWidth: 240 }}>
          <InputLabel htmlFor="saved-attendee" shrink>
            Add someone from before
          </InputLabel>
          <NativeSelect
            id="saved-attendee"
            value=""
            disabled={busy}
            onChange={(e) => addSaved(Number(e.target.value))}
            input={<OutlinedInput label="Add someone from before" notched />}
          >
            <option value="" disabled>
              Choose a person
            </option>
            {offered.map((p, i) => (
              <option key={`${p.firstname}|${p.lastname}|${p.dob}`} value={i}>
                {`${p.firstname} ${p.lastname} (${p.dob})`}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mt: 2 }}
          onClose={() => onNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
    </>
  );
}
