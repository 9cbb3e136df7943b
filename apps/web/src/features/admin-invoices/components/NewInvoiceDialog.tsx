// A new invoice: a member or a team to bill, a due date, a discount and its lines (each a
// description, a quantity, a unit price and what of it is passed on), money typed in dollars.
// The total (lines less the discount) and the GST included in it show as it is typed. The form
// checks in its own words, then with the contract; the server's refusals show under their fields
// or above the form. Once made, its page opens.
import { formatDollars } from '@courtside/contracts';
import type { TAdminInvoice } from '@courtside/contracts/admin';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { DetailList } from '../../../components/DetailList';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { BillableField } from '../../../components/console/billable-field';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useSettings } from '../../../lib/settings';
import { useCreateInvoice } from '../api/create-invoice';
import {
  invoiceCreateOf,
  invoiceErrorFields,
  invoiceTotals,
  lineTotalCents,
  MAX_LINES,
  NEW_LINE,
  newInvoiceForm,
  ZInvoiceForm,
  type InvoiceForm,
} from '../invoice-form';

const MONEY_INPUT = { inputMode: 'decimal', maxLength: 12, autoComplete: 'off' } as const;

export function NewInvoiceDialog({
  onDone,
  onClose,
}: {
  onDone: (invoice: TAdminInvoice) => void;
  onClose: () => void;
}) {
  const create = useCreateInvoice();
  const taxRate = useSettings().data?.tax_rate ?? 0;
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<InvoiceForm>({
    defaultValues: newInvoiceForm(),
    resolver: schemaResolver(() => ZInvoiceForm),
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const [typedLines, discount] = useWatch({ control, name: ['lines', 'discount'] });
  const totals = invoiceTotals({ lines: typedLines, discount }, taxRate);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await create.mutateAsync(invoiceCreateOf(form)));
    } catch (err) {
      const { fields, rename } = invoiceErrorFields(form.lines.length);
      setFailure(failureOf(err, setError, fields, rename));
    }
  });

  return (
    <ConsoleFormDialog
      title="New invoice"
      failure={failure}
      submitText="Create invoice"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <BillableField<InvoiceForm>
        name="billed"
        control={control}
        label="Bill to"
        hint="Type part of a member's or a team's name"
      />
      <FieldGrid>
        <IsoDateField name="due_date" control={control} label="Due date" required hint="dd/mm/yyyy" />
        <FormTextField
          name="discount"
          control={control}
          label="Discount in dollars"
          hint="Taken off the lines' total; empty: none"
          inputProps={MONEY_INPUT}
        />
      </FieldGrid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        Lines
      </Typography>
      {formState.errors.lines?.message && (
        <Typography color="error" role="alert">
          {formState.errors.lines.message}
        </Typography>
      )}
      {lines.fields.map((row, i) => (
        <Box
          key={row.id}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' },
            columnGap: 2,
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormTextField
              name={`lines.${i}.description`}
              control={control}
              label={`Description (line ${i + 1})`}
              required
              inputProps={{ maxLength: 200 }}
            />
          </Box>
          <FormTextField
            name={`lines.${i}.quantity`}
            control={control}
            label={`Quantity (line ${i + 1})`}
            required
            inputProps={{ inputMode: 'numeric', maxLength: 5, autoComplete: 'off' }}
          />
          <FormTextField
            name={`lines.${i}.unit_price`}
            control={control}
            label={`Unit price in dollars (line ${i + 1})`}
            required
            hint={`Line total ${formatDollars(typedLines[i] ? lineTotalCents(typedLines[i]) : 0)}`}
            inputProps={MONEY_INPUT}
          />
          <FormTextField
            name={`lines.${i}.payout`}
            control={control}
            label={`Payout in dollars (line ${i + 1})`}
            hint="Passed on, to referees say; empty: none"
            inputProps={MONEY_INPUT}
          />
          <Box sx={{ pt: { sm: 3 } }}>
            <IconButton
              aria-label={`Remove line ${i + 1}`}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(i)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={lines.fields.length >= MAX_LINES}
        onClick={() => lines.append({ ...NEW_LINE })}
        sx={{ mt: 1 }}
      >
        Add a line
      </Button>

      <DetailList
        items={[
          ['Lines', formatDollars(totals.linesCents)],
          ['Discount', formatDollars(-totals.discountCents)],
          ['Total', formatDollars(totals.totalCents)],
          ['GST included', formatDollars(totals.gstCents)],
        ]}
      />
    </ConsoleFormDialog>
  );
}
