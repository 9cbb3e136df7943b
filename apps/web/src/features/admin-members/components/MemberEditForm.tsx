// The staff edit of a member: every field the API lets staff change, checked with the contract
// (ZMemberEdit) on the fields that changed, which are all the form sends. When a field members
// cannot change themselves is among them (names, birthday, gender, access flags, roster types),
// the form asks why, as the API requires; the reason goes into the audit log.
import type { TMemberDetail } from '@courtside/contracts/admin';
import { AU_STATES } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateOfBirthField } from '../../../components/form/DateOfBirthField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { GENDER_OPTIONS } from '../../../components/form/options';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useEditMember } from '../api/edit-member';
import {
  editOf,
  FIELD_LABELS,
  FLAG_FIELDS,
  formValuesOf,
  lockedChanges,
  memberFormSchema,
  type MemberForm,
} from '../edit';

/** Roster types offered (the referee roster's); any other may be typed. */
const ROSTER_TYPES = ['referee', 'scorer'];
const STATE_OPTIONS = AU_STATES.map((s) => ({ value: s, text: s }));
const FORM_FIELDS = [...Object.keys(FIELD_LABELS), 'reason'];

export function MemberEditForm({ member }: { member: TMemberDetail }) {
  const initial = useMemo(() => formValuesOf(member.profile), [member.profile]);
  const save = useEditMember();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<MemberForm>({
    values: initial,
    resolver: schemaResolver(() => memberFormSchema(initial)),
  });
  const values = useWatch({ control }) as MemberForm;
  const locked = lockedChanges(editOf(initial, { ...initial, ...values }));

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(false);
    const edit = editOf(initial, form);
    if (Object.keys(edit).filter((k) => k !== 'reason').length === 0)
      return setFailure('Nothing was changed.');
    try {
      await save.mutateAsync({ mid: member.profile.mid, edit });
      setSaved(true);
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save the member. Please try again.');
      const left = applyServerErrors(setError, err.errors, FORM_FIELDS);
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });

  return (
    <Box component="form" noValidate aria-label="Edit member" onSubmit={(e) => void onSubmit(e)}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Name and birthday
      </Typography>
      <FieldGrid>
        <FormTextField
          name="firstname"
          control={control}
          label="First name"
          required
          inputProps={{ maxLength: 60 }}
        />
        <FormTextField
          name="lastname"
          control={control}
          label="Last name"
          required
          inputProps={{ maxLength: 60 }}
        />
        <FormTextField
          name="middlename"
          control={control}
          label="Middle name"
          inputProps={{ maxLength: 60 }}
        />
        <FormTextField
          name="prefname"
          control={control}
          label="Preferred name"
          inputProps={{ maxLength: 60 }}
        />
        <DateOfBirthField name="dob" control={control} />
        <FormSelect name="gender" control={control} label="Gender" required options={GENDER_OPTIONS} />
      </FieldGrid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Contact
      </Typography>
      <FieldGrid>
        <FormTextField
          name="email"
          control={control}
          label="Email"
          type="email"
          inputProps={{ maxLength: 254 }}
        />
        <FormTextField name="mobile" control={control} label="Mobile" inputProps={{ maxLength: 30 }} />
        <FormTextField name="phone" control={control} label="Phone" inputProps={{ maxLength: 30 }} />
        <FormTextField name="address" control={control} label="Address" inputProps={{ maxLength: 200 }} />
        <FormTextField name="suburb" control={control} label="Suburb" inputProps={{ maxLength: 80 }} />
        <FormTextField name="postcode" control={control} label="Postcode" inputProps={{ maxLength: 10 }} />
        <FormSelect name="state" control={control} label="State" options={STATE_OPTIONS} placeholder="None" />
      </FieldGrid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Emergency contact
      </Typography>
      <FieldGrid>
        <FormTextField
          name="ec_fullname"
          control={control}
          label="Emergency contact"
          inputProps={{ maxLength: 120 }}
        />
        <FormTextField
          name="ec_mobile"
          control={control}
          label="Emergency contact mobile"
          inputProps={{ maxLength: 30 }}
        />
      </FieldGrid>
      <FormTextField
        name="ec_medical"
        control={control}
        label="Medical information"
        multiline
        minRows={2}
        inputProps={{ maxLength: 2000 }}
      />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <Typography component="legend" variant="subtitle1">
          Access
        </Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FLAG_FIELDS.map((flag) => (
            <FormCheckbox key={flag} name={flag} control={control} label={FIELD_LABELS[flag]} />
          ))}
        </FormGroup>
      </Box>
      <FieldGrid>
        <FormTextField
          name="sk_tm_val"
          control={control}
          label="Skip team fee value"
          inputProps={{ inputMode: 'numeric', maxLength: 8 }}
          hint="A whole number, or empty; kept with Skips team entry fees"
        />
        <Controller
          name="access_ref"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              freeSolo
              options={ROSTER_TYPES}
              value={field.value}
              onChange={(_e, next) => field.onChange(next.map((t) => t.trim()).filter(Boolean))}
              onBlur={field.onBlur}
              renderValue={(selected, getItemProps) =>
                selected.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} label={option} size="small" {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  id="field-access_ref"
                  label="Referee roster types"
                  margin="normal"
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Pick or type a type, then Enter'}
                />
              )}
            />
          )}
        />
      </FieldGrid>

      {locked.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Alert severity="info" sx={{ mb: 1 }}>
            You changed {locked.map((f) => FIELD_LABELS[f]).join(', ')}: members cannot change these
            themselves, so say why. The reason is kept in the audit log.
          </Alert>
          <FormTextField
            name="reason"
            control={control}
            label="Reason for the change"
            required
            multiline
            minRows={2}
            inputProps={{ maxLength: 500 }}
          />
        </Box>
      )}

      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {failure}
        </Alert>
      )}
      {saved && !formState.isDirty && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          Saved.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Save changes
        </Button>
        <Button
          onClick={() => {
            reset(initial);
            setFailure(null);
          }}
        >
          Undo changes
        </Button>
      </Box>
    </Box>
  );
}
