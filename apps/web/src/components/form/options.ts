// Choice lists shared by the registration and profile forms (the values the API takes).
import type { SelectOption } from './FormSelect';

export const GENDER_OPTIONS: SelectOption[] = [
  { value: 'male', text: 'Male' },
  { value: 'female', text: 'Female' },
];
export const IDENTIFY_GENDER_OPTIONS: SelectOption[] = [
  { value: 'male', text: 'Male' },
  { value: 'female', text: 'Female' },
  { value: 'non-binary', text: 'Non-binary' },
];
export const YES_NO_NOTSAY_OPTIONS: SelectOption[] = [
  { value: 'yes', text: 'Yes' },
  { value: 'no', text: 'No' },
  { value: 'notsay', text: 'Prefer not to say' },
];
export const DISABILITY_TYPE_OPTIONS: SelectOption[] = [
  { value: 'physical', text: 'Physical' },
  { value: 'intellectual', text: 'Intellectual' },
  { value: 'neurological', text: 'Neurological' },
  { value: 'sensory', text: 'Sensory' },
  { value: 'other', text: 'Other' },
];
