// A product's every field, new or changed: its name and description, category and venue, price in
// dollars, places on offer and the most one order may take, the days it can be booked and the
// times shown to members, and what it is eligible for (vouchers, Active & Creative Kids), whether
// the checkout asks an attendee for each place, and whether only HPC members buy it. The form
// checks in its own words, then with the contract; the server's refusals (fewer places than are
// booked, an unknown category) show under their fields or above the form. The cover image is
// uploaded on the product's page.
import type { TAdminStoreProduct } from '@courtside/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useCreateProduct } from '../api/create-product';
import { useCategories } from '../api/get-categories';
import { useVenues } from '../api/get-venues';
import { useUpdateProduct } from '../api/update-product';
import {
  categoryOptions,
  newProductForm,
  PRODUCT_ERROR_FIELDS,
  productFormOf,
  productInputOf,
  ZProductForm,
  type ProductForm,
} from '../store-form';

export function ProductDialog({
  product,
  onDone,
  onClose,
}: {
  /** The product to change; none: a new one. */
  product?: TAdminStoreProduct;
  onDone: (product: TAdminStoreProduct) => void;
  onClose: () => void;
}) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const categories = useCategories();
  const venues = useVenues();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ProductForm>({
    defaultValues: product ? productFormOf(product) : newProductForm(),
    resolver: schemaResolver(() => ZProductForm),
  });
  // Until the venues are read (or if they cannot be), the product's own venue stays choosable.
  const venueChoices = venues.data ?? (product?.venue ? [product.venue] : []);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const body = productInputOf(form);
      const saved = product
        ? await update.mutateAsync({ id: product.id, body })
        : await create.mutateAsync(body);
      onDone(saved);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, PRODUCT_ERROR_FIELDS.fields, PRODUCT_ERROR_FIELDS.rename));
    }
  });

  return (
    <ConsoleFormDialog
      title={product ? `Change ${product.name}` : 'New product'}
      failure={failure}
      submitText={product ? 'Save product' : 'Create product'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <FormTextField
        name="name"
        control={control}
        label="Name"
        required
        hint="As members see it in the store"
        inputProps={{ maxLength: 191, autoComplete: 'off' }}
      />
      <FormTextField
        name="description"
        control={control}
        label="Description"
        multiline
        minRows={3}
        hint="Shown under Show Details in the store"
      />
      <FieldGrid>
        <FormSelect
          name="category_id"
          control={control}
          label="Category"
          placeholder="No category"
          options={categoryOptions(categories.data?.categories ?? [])}
        />
        <FormSelect
          name="venue_id"
          control={control}
          label="Venue"
          placeholder="No venue"
          hint={venues.isError ? 'The venues could not be read: only the current one is offered' : undefined}
          options={venueChoices.map((v) => ({ value: String(v.id), text: v.name }))}
        />
        <FormTextField
          name="price"
          control={control}
          label="Price in dollars"
          required
          hint="Including GST, such as 50 or 49.95"
          inputProps={{ inputMode: 'decimal', maxLength: 12, autoComplete: 'off' }}
        />
        <FormTextField
          name="quantity"
          control={control}
          label="Places"
          hint="Places on offer; empty: no limit"
          inputProps={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'off' }}
        />
        <FormTextField
          name="order_qty_max"
          control={control}
          label="Most per order"
          hint="The most places one order may take; empty: no limit"
          inputProps={{ inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }}
        />
      </FieldGrid>
      <FieldGrid>
        <IsoDateField
          name="date_start"
          control={control}
          label="First day"
          hint="The first day it can be bought, dd/mm/yyyy; empty: from now"
        />
        <IsoDateField
          name="date_end"
          control={control}
          label="Last day"
          hint="The last day it can be bought, dd/mm/yyyy; empty: no end"
        />
        <FormTextField
          name="time_start"
          control={control}
          label="Start time"
          hint="Shown to members, 24-hour such as 09:00; may be empty"
          inputProps={{ maxLength: 5, autoComplete: 'off' }}
        />
        <FormTextField
          name="time_end"
          control={control}
          label="End time"
          hint="24-hour such as 15:00; may be empty"
          inputProps={{ maxLength: 5, autoComplete: 'off' }}
        />
      </FieldGrid>
      <FormSwitch
        name="needs_attendees"
        control={control}
        label="Attendees needed"
        hint="The checkout asks the name, date of birth and contacts of whoever takes each place"
      />
      <FormSwitch
        name="voucher_eligible"
        control={control}
        label="Voucher eligible"
        hint="Club vouchers can pay for it"
      />
      <FormSwitch
        name="akv"
        control={control}
        label="Active Kids eligible"
        hint="Active & Creative Kids vouchers can pay for it"
      />
      <FormSwitch
        name="is_hpc"
        control={control}
        label="HPC only"
        hint="Sold to High Performance Centre members only, on the HPC store"
      />
    </ConsoleFormDialog>
  );
}
