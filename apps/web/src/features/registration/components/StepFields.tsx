// The fields of the four wizard steps. Which fields exist follows the variant
// and the automatic-usernames setting.
import type { RegistrationOptions } from '@courtside/contracts';
import Typography from '@mui/material/Typography';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { DateOfBirthField } from '../../../components/form/DateOfBirthField';
import { AddressField } from '../../../components/form/AddressField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { TermsLink } from '../../../components/TermsLink';
import { PasswordField } from '../../../components/form/PasswordField';
import { SuburbField } from '../../../components/form/SuburbField';
import {
  DISABILITY_TYPE_OPTIONS,
  GENDER_OPTIONS,
  IDENTIFY_GENDER_OPTIONS,
  YES_NO_NOTSAY_OPTIONS,
} from '../../../components/form/options';
import { keepPhoneDigits, maskDigits } from '../../../lib/dates';
import { STATE_OPTIONS, useOptions } from '../../../lib/reference';
import type { RegistrationValues } from '../registration-form';

interface StepProps {
  control: Control<RegistrationValues>;
  options: RegistrationOptions;
}

const digits = (n: number) => (typed: string) => maskDigits(typed, n);

export function AccountStep({ control, options }: StepProps) {
  return (
    <>
      {options.autoUsernames ? (
        <Typography sx={{ my: 1 }}>
          Your username will be generated from your first and last name and emailed to you once your account
          is created.
        </Typography>
      ) : (
        <FormTextField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          required
          hint="6 characters minimum: letters, numbers and . _ - @, no spaces"
        />
      )}
      <FieldGrid>
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          required
          hint={`${options.minPasswordLength} characters minimum`}
        />
        <PasswordField
          control={control}
          name="password_confirmation"
          label="Confirm Password"
          autoComplete="new-password"
          required
        />
      </FieldGrid>
    </>
  );
}

export function PersonalStep({
  control,
  options,
  countryBirth,
  todayDmy,
}: StepProps & { countryBirth: string; todayDmy: string }) {
  const netball = options.variant === 'netball';
  const countries = useOptions('countries');
  const dob = <DateOfBirthField control={control} name="dob" before={todayDmy} autoComplete="bday" />;
  if (netball)
    return (
      <FieldGrid>
        <FormTextField
          control={control}
          name="firstname"
          label="First Name"
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="lastname"
          label="Last Name"
          autoComplete="family-name"
          required
        />
        {dob}
        <FormSelect
          control={control}
          name="gender"
          label="Gender"
          required
          options={GENDER_OPTIONS.filter((g) => g.value === 'female')}
        />
      </FieldGrid>
    );
  return (
    <FieldGrid>
      <FormTextField
        control={control}
        name="firstname"
        label="Legal First Name"
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name="prefname"
        label="Preferred First Name"
        autoComplete="nickname"
        required
      />
      <FormTextField control={control} name="middlename" label="Middle Name" autoComplete="additional-name" />
      <FormTextField
        control={control}
        name="lastname"
        label="Legal Last Name"
        autoComplete="family-name"
        required
      />
      {dob}
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
      <FormSelect control={control} name="gender" label="Gender" required options={GENDER_OPTIONS} />
      <FormSelect
        control={control}
        name="identifygender"
        label="Gender you identify with"
        required
        options={IDENTIFY_GENDER_OPTIONS}
      />
    </FieldGrid>
  );
}

export function ContactStep({
  control,
  options,
  disability,
  setValue,
}: StepProps & { disability: string; setValue: UseFormSetValue<RegistrationValues> }) {
  const netball = options.variant === 'netball';
  return (
    <FieldGrid>
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
        hint="10 digits, for example 0412345678"
        inputProps={{ inputMode: 'numeric' }}
      />
      <FormTextField
        control={control}
        name="phone"
        label="Home Phone"
        required={netball}
        transform={keepPhoneDigits}
        hint={netball ? '10 digits' : 'Optional, up to 10 digits'}
        inputProps={{ inputMode: 'numeric' }}
      />
      {!netball && (
        <FormTextField
          control={control}
          name="workphone"
          label="Work Phone"
          transform={keepPhoneDigits}
          hint="Optional, up to 10 digits"
          inputProps={{ inputMode: 'numeric' }}
        />
      )}
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
        inputProps={{ inputMode: 'numeric' }}
      />
      <FormSelect control={control} name="state" label="State" required options={STATE_OPTIONS} />
      {!netball && (
        <>
          <FormSelect
            control={control}
            name="disability"
            label="Do you have a disability?"
            required
            options={YES_NO_NOTSAY_OPTIONS}
          />
          {disability === 'yes' && (
            <FormSelect
              control={control}
              name="disabilitytype"
              label="Disability Type"
              required
              options={DISABILITY_TYPE_OPTIONS}
            />
          )}
          <FormTextField
            control={control}
            name="ec_medical"
            label="Medical Conditions"
            multiline
            minRows={2}
            hint="Optional"
          />
        </>
      )}
      <FormTextField control={control} name="ec_fullname" label="Emergency Contact Full Name" required />
      <FormTextField
        control={control}
        name="ec_mobile"
        label="Emergency Contact Mobile"
        required
        transform={keepPhoneDigits}
        hint="10 digits"
        inputProps={{ inputMode: 'numeric' }}
      />
    </FieldGrid>
  );
}

export function TermsStep({
  control,
  minor,
  clientName,
}: {
  control: Control<RegistrationValues>;
  minor: boolean;
  clientName: string;
}) {
  const behalf = minor ? ' on behalf of the applicant' : '';
  return (
    <>
      {minor ? (
        <Typography sx={{ my: 1 }}>
          The applicant is under 18. As their parent or guardian, I consent to their registration with{' '}
          {clientName}, confirm that the details given are correct, and accept the terms below on their
          behalf.
        </Typography>
      ) : (
        <Typography sx={{ my: 1 }}>
          By registering you agree to the participant terms and conditions, the integrity framework, and the
          constitution and by-laws of {clientName}.
        </Typography>
      )}
      <TermsLink />
      <FormCheckbox
        control={control}
        name="agreed_to_terms"
        label={`I agree to the Terms & Conditions${behalf}`}
      />
      <FormCheckbox
        control={control}
        name="agreed_to_privacy"
        label={`I agree to the Privacy Policy${behalf}`}
      />
    </>
  );
}
