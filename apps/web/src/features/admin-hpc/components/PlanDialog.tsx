// A new HPC plan, or a plan's every field changed: name, description, price and billing cycle,
// automatic renewal, its own dates (or how long each subscription lasts), days without classes and
// its terms (minimum term, notice period) and the classes its subscribers may book. The form checks in its own words, then with the
// contract; the server's refusals show under their fields or above the form.
import { BILLING_CYCLES } from '@courtside/contracts';
import type { TAdminPlan } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import {
  CYCLE_TEXT,
  PLAN_FIELDS,
  PLAN_RENAME,
  planFormOf,
  planWriteOf,
  ZPlanForm,
  type PlanForm,
} from '../plan-form';

export function PlanDialog({
  plan,
  onDone,
  onClose,
}: {
  /** The plan to change; none for a new one. */
  plan: TAdminPlan | null;
  onDone: (plan: TAdminPlan) => void;
  onClose: () => void;
}) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<PlanForm>({
    defaultValues: planFormOf(plan),
    resolver: schemaResolver(() => ZPlanForm),
  });
  const sliding = useWatch({ control, name: 'sliding_date' });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const body = planWriteOf(form);
      onDone(plan ? await update.mutateAsync({ id: plan.id, ...body }) : await create.mutateAsync(body));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, PLAN_FIELDS, PLAN_RENAME));
    }
  });

  return (
    <ConsoleFormDialog
      title={plan ? `Change ${plan.name}` : 'New plan'}
      failure={failure}
      submitText={plan ? 'Save' : 'Create plan'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField name="name" control={control} label="Name" required inputProps={{ maxLength: 100 }} />
      <FormTextField
        name="description"
        control={control}
        label="Description"
        multiline
        minRows={3}
        inputProps={{ maxLength: 2000 }}
      />
      <FieldGrid>
        <FormTextField
          name="price"
          control={control}
          label="Price in dollars"
          required
          hint="Each billing period, GST included"
          inputProps={{ inputMode: 'decimal', maxLength: 12, autoComplete: 'off' }}
        />
        <FormTextField
          name="billing_cycle"
          control={control}
          label="Billing cycle"
          select={BILLING_CYCLES.map((c) => (
            <option key={c} value={c}>
              {CYCLE_TEXT[c]}
            </option>
          ))}
        />
      </FieldGrid>
      <FormSwitch
        name="auto_renewal"
        control={control}
        label="Renews automatically"
        hint="Off: members pay each period themselves"
      />
      <FormSwitch
        name="sliding_date"
        control={control}
        label="Runs between its own dates"
        hint="On: every subscription runs from the start date to the end date"
      />
      <FieldGrid>
        <IsoDateField
          name="start_date"
          control={control}
          label="Start date"
          required={sliding}
          hint={sliding ? 'dd/mm/yyyy' : 'dd/mm/yyyy; with an end date, or leave both empty'}
        />
        <IsoDateField
          name="end_date"
          control={control}
          label="End date"
          required={sliding}
          hint="dd/mm/yyyy"
        />
        {!sliding && (
          <FormTextField
            name="expiry_period_days"
            control={control}
            label="Expiry period (days)"
            hint="How long each subscription lasts; empty: until cancelled"
            inputProps={{ inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }}
          />
        )}
        <FormTextField
          name="excluded_dates"
          control={control}
          label="Excluded dates"
          hint="Days with no classes, dd/mm/yyyy, separated by commas"
          inputProps={{ autoComplete: 'off' }}
        />
        <FormTextField
          name="minimum_term_months"
          control={control}
          label="Minimum term (months)"
          required
          inputProps={{ inputMode: 'numeric', maxLength: 2, autoComplete: 'off' }}
        />
        <FormTextField
          name="notice_period_days"
          control={control}
          label="Notice period (days)"
          required
          hint="Before a pause or cancellation takes effect"
          inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off' }}
        />
      </FieldGrid>
      <FormTextField
        name="class_names"
        control={control}
        label="Classes it allows"
        hint="Class names as on the schedule, separated by commas; empty: every class"
        inputProps={{ autoComplete: 'off' }}
      />
    </ConsoleFormDialog>
  );
}
