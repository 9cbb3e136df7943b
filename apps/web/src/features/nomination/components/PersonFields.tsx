// Steps 3 and 4: the manager's and the coach's details.
import { todayIn, type TLocality } from '@courtside/contracts';
import type { Control, Path, UseFormSetValue } from 'react-hook-form';
import { DateOfBirthField } from '../../../components/form/DateOfBirthField';
import { AddressField } from '../../../components/form/AddressField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { GENDER_OPTIONS } from '../../../components/form/options';
import { SuburbField } from '../../../components/form/SuburbField';
import { maskDigits } from '../../../lib/dates';
import { STATE_OPTIONS } from '../../../lib/reference';
import type { NominationValues, PersonValues } from '../nomination-form';

const digits = (n: number) => (typed: string) => maskDigits(typed, n);

/** Today as dd/mm/yyyy in the association's zone: the date of birth must be before it. */
const todayDmy = (timeZone: string) => {
  const t = todayIn(timeZone);
  return `${String(t.day).padStart(2, '0')}/${String(t.month).padStart(2, '0')}/${t.year}`;
};

export function PersonFields({
  who,
  control,
  setValue,
  agreement,
  timeZone,
}: {
  who: 'manager' | 'coach';
  control: Control<NominationValues>;
  setValue: UseFormSetValue<NominationValues>;
  agreement: string;
  timeZone: string;
}) {
  const name = (field: keyof PersonValues) => `${who}.${field}` as Path<NominationValues>;
  return (
    <>
      <FieldGrid>
        <FormTextField
          control={control}
          name={name('firstname')}
          label="First Name"
          required
          autoComplete={who === 'manager' ? 'given-name' : 'off'}
        />
        <FormTextField
          control={control}
          name={name('lastname')}
          label="Last Name"
          required
          autoComplete={who === 'manager' ? 'family-name' : 'off'}
        />
        <DateOfBirthField control={control} name={name('dob')} before={todayDmy(timeZone)} />
        <FormSelect
          control={control}
          name={name('gender')}
          label="Gender"
          required
          options={GENDER_OPTIONS}
        />
        <FormTextField control={control} name={name('email')} label="Email" type="email" required />
        <FormTextField
          control={control}
          name={name('mobile')}
          label="Mobile"
          required
          transform={digits(10)}
          hint="10 digits, e.g. 0412345678"
          inputProps={{ inputMode: 'numeric' }}
        />
        <FormTextField
          control={control}
          name={name('phone')}
          label="Home Phone"
          transform={digits(10)}
          hint="Optional, up to 10 digits"
          inputProps={{ inputMode: 'numeric' }}
        />
        <FormTextField
          control={control}
          name={name('workphone')}
          label="Work Phone"
          transform={digits(10)}
          hint="Optional, up to 10 digits"
          inputProps={{ inputMode: 'numeric' }}
        />
        <AddressField
          control={control}
          name={name('address')}
          onPlace={(fill) => {
            setValue(name('suburb'), fill.suburb, { shouldValidate: false });
            setValue(name('postcode'), fill.postcode, { shouldValidate: false });
            if (fill.state) setValue(name('state'), fill.state, { shouldValidate: false });
          }}
        />
        <SuburbField
          control={control}
          name={name('suburb')}
          onPick={(l: TLocality) => {
            setValue(name('postcode'), l.postcode, { shouldValidate: false });
            setValue(name('state'), l.state, { shouldValidate: false });
          }}
        />
        <FormTextField
          control={control}
          name={name('postcode')}
          label="Postcode"
          required
          transform={digits(4)}
          inputProps={{ inputMode: 'numeric' }}
        />
        <FormSelect control={control} name={name('state')} label="State" required options={STATE_OPTIONS} />
      </FieldGrid>
      <FormCheckbox control={control} name={name('agreed')} label={agreement} />
    </>
  );
}
