import { MSG, ZProfileUpdate, type TProfile } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { TermsLink } from '../../../components/TermsLink';
import { SuburbField } from '../../../components/form/SuburbField';
import { AddressField } from '../../../components/form/AddressField';
import {
  DISABILITY_TYPE_OPTIONS,
  IDENTIFY_GENDER_OPTIONS,
  YES_NO_NOTSAY_OPTIONS,
} from '../../../components/form/options';
import { membershipStatus } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { keepPhoneDigits, maskDigits } from '../../../lib/dates';
import { applyServerErrors, schemaResolver, useSubmitOnce } from '../../../lib/form';
import { STATE_OPTIONS, useOptions } from '../../../lib/reference';
import { useUpdateProfile } from '../api/update-profile';
import { canUploadPhoto, photoProblem } from '../photo';
import { PROFILE_FIELDS, profileFormData, profileValues, type ProfileValues } from '../profile-form';

const digits = (n: number) => (typed: string) => maskDigits(typed, n);
const numeric = { inputMode: 'numeric' as const };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  const id = `readonly-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
      helperText="Contact us to change"
    />
  );
}

export function ProfileForm({ profile }: { profile: TProfile }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const update = useUpdateProfile();
  const countries = useOptions('countries');
  const jobs = useOptions('jobs');
  const [alert, setAlert] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, setError } = useForm<ProfileValues>({
    defaultValues: profileValues(profile),
    mode: 'onTouched',
    resolver: schemaResolver(() => ZProfileUpdate),
  });
  const [countryBirth, disability] = useWatch({ control, name: ['countrybirth', 'disability'] });
  useEffect(() => {
    if (countryBirth !== 'AU') setValue('statebirth', '');
  }, [countryBirth, setValue]);
  useEffect(() => {
    if (disability !== 'yes') setValue('disabilitytype', '');
  }, [disability, setValue]);

  const showUpload = canUploadPhoto(profile);
  const minor = !profile.adult;

  const submitOnce = useSubmitOnce();
  const onSubmit = submitOnce(
    handleSubmit(
      async (values) => {
        if (photoError) return setAlert(MSG.formErrors);
        setAlert(null);
        try {
          await update.mutateAsync(profileFormData(values, search.get('sport'), photo));
          void navigate('/member/account');
        } catch (err) {
          if (err instanceof ApiError) {
            const rest = applyServerErrors(setError, err.errors, PROFILE_FIELDS);
            if (err.errors.profilephoto) setPhotoError(err.errors.profilephoto.join(' '));
            setAlert(Object.keys(err.errors).length > 0 || rest.length > 0 ? MSG.formErrors : err.message);
          } else setAlert(MSG.formErrors);
        }
      },
      () => setAlert(MSG.formErrors),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Profile">
      <Section title="Membership Details">
        <FieldGrid>
          <ReadOnly label="Username" value={profile.username} />
          <Box />
        </FieldGrid>
        {profile.sports.length > 0 && (
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {profile.sports.map((s) => (
              <li key={s.value}>
                {s.text}: {membershipStatus(s)}
                {s.expiry_date ? ` (expires ${s.expiry_date})` : ''}
              </li>
            ))}
          </Box>
        )}
        {profile.profilephotosrc && (
          <Box
            component="img"
            src={profile.profilephotosrc}
            alt={`Photo of ${profile.fullname}`}
            sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block', my: 1 }}
          />
        )}
        {showUpload && (
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" component="label">
              Upload Profile Photo
              <input
                hidden
                type="file"
                name="profilephoto"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                aria-describedby="profilephoto-help"
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  const problem = file ? photoProblem(file) : null;
                  setPhotoError(problem);
                  setPhoto(problem ? null : file);
                }}
              />
            </Button>
            {photo && <Typography sx={{ mt: 1 }}>Selected: {photo.name}</Typography>}
            <FormHelperText id="profilephoto-help" error={Boolean(photoError)}>
              {photoError ?? 'A clear head-and-shoulders photo: .jpg, .jpeg or .png, less than 500 KB.'}
            </FormHelperText>
          </Box>
        )}
      </Section>

      <Section title="Member Information">
        <FieldGrid>
          <ReadOnly label="Legal First Name" value={profile.firstname} />
          <FormTextField
            control={control}
            name="prefname"
            label="Preferred First Name"
            required
            disabled={Boolean(profile.prefname)}
          />
          <FormTextField
            control={control}
            name="middlename"
            label="Middle Name"
            disabled={Boolean(profile.middlename)}
          />
          <ReadOnly label="Legal Last Name" value={profile.lastname} />
          <ReadOnly label="Date of Birth" value={profile.dob.replace(/-/g, '/')} />
          <ReadOnly
            label="Gender"
            value={profile.gender ? profile.gender[0]!.toUpperCase() + profile.gender.slice(1) : ''}
          />
          <FormSelect
            control={control}
            name="identifygender"
            label="Gender you identify with"
            required
            options={IDENTIFY_GENDER_OPTIONS}
          />
          <FormSelect
            control={control}
            name="countrybirth"
            label="Country of Birth"
            required
            options={countries.data ?? []}
          />
          {countryBirth === 'AU' && (
            <FormSelect
              control={control}
              name="statebirth"
              label="State of Birth"
              required
              options={STATE_OPTIONS}
            />
          )}
          <FormSelect
            control={control}
            name="aboriginal"
            label="Aboriginal or Torres Strait Islander origin?"
            required
            options={YES_NO_NOTSAY_OPTIONS}
          />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField
            control={control}
            name="mobile"
            label="Mobile"
            autoComplete="tel"
            required
            transform={keepPhoneDigits}
            hint="10 digits"
            inputProps={numeric}
          />
          <FormTextField
            control={control}
            name="phone"
            label="Home Phone"
            transform={keepPhoneDigits}
            hint="Optional, up to 10 digits"
            inputProps={numeric}
          />
          <FormTextField
            control={control}
            name="workphone"
            label="Work Phone"
            transform={keepPhoneDigits}
            hint="Optional, up to 10 digits"
            inputProps={numeric}
          />
          <AddressField
            control={control}
            name="address"
            autoComplete="street-address"
            onPlace={(fill) => {
              setValue('suburb', fill.suburb, { shouldValidate: true });
              setValue('postcode', fill.postcode, { shouldValidate: true });
              if (fill.state) setValue('state', fill.state, { shouldValidate: true });
            }}
          />
          <SuburbField
            control={control}
            name="suburb"
            onPick={(l) => {
              setValue('postcode', l.postcode, { shouldValidate: true });
              setValue('state', l.state, { shouldValidate: true });
            }}
          />
          <FormTextField
            control={control}
            name="postcode"
            label="Postcode"
            autoComplete="postal-code"
            required
            transform={digits(4)}
            inputProps={numeric}
          />
          <FormSelect control={control} name="state" label="State" required options={STATE_OPTIONS} />
        </FieldGrid>
      </Section>

      <Section title="Medical Information">
        <FieldGrid>
          <FormSelect
            control={control}
            name="disability"
            label="Do you have a disability?"
            required
            options={YES_NO_NOTSAY_OPTIONS}
          />
          {disability === 'yes' ? (
            <FormSelect
              control={control}
              name="disabilitytype"
              label="Disability Type"
              required
              options={DISABILITY_TYPE_OPTIONS}
            />
          ) : (
            <Box />
          )}
          <FormTextField
            control={control}
            name="height"
            label="Height (cm)"
            transform={digits(3)}
            inputProps={numeric}
          />
          <FormTextField
            control={control}
            name="weight"
            label="Weight (kg)"
            transform={digits(3)}
            inputProps={numeric}
          />
        </FieldGrid>
        <FormTextField
          control={control}
          name="ec_medical"
          label="Medical Conditions"
          multiline
          minRows={2}
          hint="Anything we should know in an emergency"
        />
      </Section>

      <Section title="Emergency Contact(s)">
        <FieldGrid>
          <FormTextField control={control} name="ec_fullname" label="Emergency Contact Full Name" required />
          <FormTextField
            control={control}
            name="ec_mobile"
            label="Emergency Contact Mobile"
            required
            transform={keepPhoneDigits}
            hint="10 digits"
            inputProps={numeric}
          />
          <FormTextField control={control} name="ec_fullname_2" label="Second Emergency Contact Full Name" />
          <FormTextField
            control={control}
            name="ec_mobile_2"
            label="Second Emergency Contact Mobile"
            transform={keepPhoneDigits}
            hint="Optional, 10 digits"
            inputProps={numeric}
          />
        </FieldGrid>
      </Section>

      <Section title="Other Information">
        <FieldGrid>
          <FormSelect control={control} name="job" label="Industry" options={jobs.data ?? []} />
          <FormTextField control={control} name="job_title" label="Job Title" />
          <FormTextField control={control} name="school" label="School" />
          <FormTextField
            control={control}
            name="skills"
            label="Skills"
            hint="Skills you could offer the association (coaching, first aid, ...)"
          />
        </FieldGrid>
        <FormCheckbox control={control} name="subscribed_to_newsletter" label="Send me the newsletter" />
        <FormCheckbox control={control} name="subscribed_to_sms" label="Send me SMS notifications" />
        <FormCheckbox
          control={control}
          name="subscribed_to_comm"
          label="Send me other promotional communications"
          hint="Messages about your own registration, teams and games (fixture changes, finals, washouts) are always sent."
        />
      </Section>

      <Section title="Terms & Conditions">
        {minor && (
          <Typography sx={{ my: 1 }}>
            This member is under 18: a parent or guardian must tick the boxes below on their behalf.
          </Typography>
        )}
        <TermsLink />
        <FormCheckbox
          control={control}
          name="agreed_to_terms"
          label={
            minor
              ? 'As parent or guardian, I agree to the Terms & Conditions on behalf of the member'
              : 'I agree to the Terms & Conditions'
          }
        />
        <FormCheckbox
          control={control}
          name="agreed_to_privacy"
          label={
            minor
              ? 'As parent or guardian, I agree to the Privacy Policy on behalf of the member'
              : 'I agree to the Privacy Policy'
          }
        />
      </Section>

      {alert && (
        <Alert severity="error" role="alert" onClose={() => setAlert(null)} sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button type="button" variant="outlined" onClick={() => void navigate('/member/account')}>
          cancel
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          update
        </Button>
      </Stack>
    </Box>
  );
}
