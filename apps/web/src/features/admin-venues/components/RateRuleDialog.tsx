// A rate rule, new or changed: the sport, type, option and day it covers (none: any), its times,
// the price per hour, its priority, a message that blocks bookings instead, and whether it is
// active. The API's refusals show under their fields.
import type { TAdminRateRule, TAdminVenuePage } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useSaveRateRule } from '../api/save-rate-rule';
import { DAY_NAMES, WEEK_ORDER } from '../block-rule';
import {
  RATE_RULE_FIELDS,
  RATE_RULE_RENAME,
  rateRuleFormOf,
  rateRuleWriteOf,
  ZRateRuleForm,
  type RateRuleForm,
} from '../venue-form';

const DAYS = WEEK_ORDER.map((d) => ({ value: String(d), text: DAY_NAMES[d]! }));
const TIME_INPUT = { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } as const;
const choices = (list: readonly { id: number; name: string }[]) =>
  list.map((x) => ({ value: String(x.id), text: x.name }));

export function RateRuleDialog({
  venue,
  rule,
  onDone,
  onClose,
}: {
  venue: TAdminVenuePage;
  /** null: a new rule. */
  rule: TAdminRateRule | null;
  onDone: (saved: TAdminRateRule) => void;
  onClose: () => void;
}) {
  const save = useSaveRateRule();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RateRuleForm>({
    defaultValues: rateRuleFormOf(rule),
    resolver: schemaResolver(() => ZRateRuleForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await save.mutateAsync({ id: rule?.id ?? null, venueId: venue.id, ...rateRuleWriteOf(form) }));
    } catch (err) {
      setFailure(failureOf(err, setError, RATE_RULE_FIELDS, RATE_RULE_RENAME));
    }
  });
  return (
    <ConsoleFormDialog
      title={rule ? 'Change the rate rule' : 'New rate rule'}
      failure={failure}
      submitText={rule ? 'Save' : 'Add the rule'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FieldGrid>
        <FormSelect
          name="sport_id"
          control={control}
          label="Sport"
          placeholder="Any"
          options={choices(venue.sports)}
        />
        <FormSelect
          name="type_id"
          control={control}
          label="Booking type"
          placeholder="Any"
          options={choices(venue.types)}
        />
        <FormSelect
          name="option_id"
          control={control}
          label="Option"
          placeholder="Any"
          options={choices(venue.options)}
        />
        <FormSelect name="weekday" control={control} label="Day" placeholder="Every day" options={DAYS} />
        <FormTextField
          name="from"
          control={control}
          label="From"
          required
          hint="Such as 06:00"
          inputProps={TIME_INPUT}
        />
        <FormTextField
          name="to"
          control={control}
          label="To"
          required
          hint="24:00: midnight"
          inputProps={TIME_INPUT}
        />
        <FormTextField
          name="price"
          control={control}
          label="Price per hour in dollars"
          required
          inputProps={{ inputMode: 'decimal', maxLength: 11 }}
        />
        <FormTextField
          name="priority"
          control={control}
          label="Priority"
          hint="The highest covering a quarter hour prices it"
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
        />
      </FieldGrid>
      <FormTextField
        name="blocked_message"
        control={control}
        label="Block bookings with this message"
        hint="Empty: the rule prices hires"
        multiline
        inputProps={{ maxLength: 300 }}
      />
      <FormSwitch name="active" control={control} label="Active" hint="Off: the rule prices nothing." />
    </ConsoleFormDialog>
  );
}
