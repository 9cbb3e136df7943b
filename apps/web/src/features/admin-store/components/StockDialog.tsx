// Adding places to a product or removing free ones, with the reason the audit log keeps. Places
// already booked cannot be removed: the server's refusal (409, with how many are free) is said
// above the form.
import type { TAdminStoreProduct } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useAdjustStock } from '../api/adjust-stock';
import {
  newStockForm,
  placesText,
  stockAdjustmentOf,
  stockChangedText,
  ZStockForm,
  type StockForm,
} from '../store-form';

export function StockDialog({
  product,
  onDone,
  onClose,
}: {
  product: TAdminStoreProduct;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const adjust = useAdjustStock();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<StockForm>({
    defaultValues: newStockForm(),
    resolver: schemaResolver(() => ZStockForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const body = stockAdjustmentOf(form);
      onDone(stockChangedText(await adjust.mutateAsync({ id: product.id, ...body }), body.change));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['change', 'reason']));
    }
  });

  return (
    <ConsoleFormDialog
      title={`Adjust the places of ${product.name}`}
      failure={failure}
      submitText="Adjust places"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography>
        Now: {placesText(product)}, {product.booked} booked. Booked places cannot be removed.
      </Typography>
      <FormTextField
        name="change"
        control={control}
        label="Places to add or remove"
        required
        hint="Such as 5 to add five places, or -5 to remove five free ones"
        inputProps={{ maxLength: 8, autoComplete: 'off' }}
      />
      <FormTextField
        name="reason"
        control={control}
        label="Reason"
        required
        multiline
        minRows={2}
        hint="Kept in the audit log"
        inputProps={{ maxLength: 500 }}
      />
    </ConsoleFormDialog>
  );
}
