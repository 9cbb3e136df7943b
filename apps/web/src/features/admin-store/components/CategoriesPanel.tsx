// The Categories tab: the nested categories the member store files products under, as a tree (each
// sub-category indented under its parent, in sort order), with how many products and
// sub-categories each holds. Staff add one (at the top or under another), rename, move or reorder
// it, and delete an empty one; the server's refusals (a move under its own sub-category, a name
// its parent already has, a category still in use) are said where the change was asked.
import type { TAdminStoreCategory } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { failureOf } from '../../../components/console/failure';
import { consoleGrid } from '../../../components/console/grid';
import { schemaResolver } from '../../../lib/form';
import { useChangeCategory } from '../api/change-category';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import {
  categoryFormOf,
  categoryInputOf,
  categoryOptions,
  deleteWillText,
  parentChoices,
  ZCategoryChangeForm,
  ZCategoryCreateForm,
  type CategoryForm,
} from '../store-form';

type Open =
  | { kind: 'add' }
  | { kind: 'change'; category: TAdminStoreCategory }
  | { kind: 'delete'; category: TAdminStoreCategory }
  | null;

export function CategoriesPanel() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [said, setSaid] = useState<Said>(null);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = (text: string) => setSaid({ severity: 'success', text });

  const columns = useMemo<GridColDef<TAdminStoreCategory>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Category',
        flex: 1,
        minWidth: 220,
        // Indented by depth; the Full path column says the same in words for screen readers.
        renderCell: ({ row }) => (
          <Box component="span" sx={{ pl: row.depth * 3 }}>
            {row.depth > 0 && <span aria-hidden="true">↳ </span>}
            {row.name}
          </Box>
        ),
      },
      { field: 'path', headerName: 'Full path', flex: 1, minWidth: 200 },
      { field: 'sort_order', headerName: 'Sort order', type: 'number', width: 100 },
      { field: 'product_count', headerName: 'Products', type: 'number', width: 100 },
      { field: 'child_count', headerName: 'Sub-categories', type: 'number', width: 130 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Change',
        width: 100,
        getActions: ({ row }) => [
          changeAction(`Change the category ${row.path}`, () => setOpen({ kind: 'change', category: row })),
          removeAction(`Delete the category ${row.path}`, () => setOpen({ kind: 'delete', category: row })),
        ],
      },
    ],
    [],
  );

  if (categories.isPending) return <Loading text="Loading the categories..." />;
  if (categories.isError)
    return (
      <Alert severity="error" role="alert">
        {categories.error.message}
      </Alert>
    );
  const list = categories.data.categories;
  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Typography sx={{ mb: 1 }}>
        The member store lists products by these categories; a category shows its sub-categories&apos;
        products too. Lower sort orders come first among categories of one parent.
      </Typography>
      <Button variant="contained" sx={{ mb: 1 }} onClick={() => setOpen({ kind: 'add' })}>
        Add a category
      </Button>
      {list.length === 0 ? (
        <Typography>No categories yet.</Typography>
      ) : (
        <DataGrid
          aria-label="Categories"
          rows={list}
          columns={columns}
          {...consoleGrid('store-categories', list.length, 100)}
          // The tree's order is the server's: sorting a column would break it apart.
          disableColumnSorting
        />
      )}
      {open?.kind === 'add' && <CategoryDialog categories={list} onDone={done} onClose={close} />}
      {open?.kind === 'change' && (
        <CategoryDialog categories={list} category={open.category} onDone={done} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <ConsoleConfirmDialog
          title={`Delete the category ${open.category.path}?`}
          confirmText="Delete"
          onConfirm={async () => {
            await remove.mutateAsync(open.category.id);
            done(`Category ${open.category.path} deleted.`);
          }}
          onClose={close}
        >
          {deleteWillText(open.category)}
        </ConsoleConfirmDialog>
      )}
    </>
  );
}

function CategoryDialog({
  categories,
  category,
  onDone,
  onClose,
}: {
  categories: readonly TAdminStoreCategory[];
  /** The category to change; none: a new one. */
  category?: TAdminStoreCategory;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const create = useCreateCategory();
  const change = useChangeCategory();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CategoryForm>({
    defaultValues: categoryFormOf(category),
    resolver: schemaResolver(() => (category ? ZCategoryChangeForm : ZCategoryCreateForm)),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const body = categoryInputOf(form);
      const saved = category
        ? await change.mutateAsync({ id: category.id, ...body })
        : await create.mutateAsync(body);
      onDone(`Category ${saved.path} ${category ? 'saved' : 'added'}.`);
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['name', 'parent_id', 'sort_order']));
    }
  });

  return (
    <ConsoleFormDialog
      title={category ? `Change the category ${category.path}` : 'Add a category'}
      failure={failure}
      submitText={category ? 'Save category' : 'Add category'}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        name="name"
        control={control}
        label="Name"
        required
        inputProps={{ maxLength: 100, autoComplete: 'off' }}
      />
      <FieldGrid>
        <FormSelect
          name="parent_id"
          control={control}
          label="Under"
          placeholder="The top (no parent)"
          hint="Move it under another category, or to the top"
          options={categoryOptions(parentChoices(categories, category))}
        />
        <FormTextField
          name="sort_order"
          control={control}
          label="Sort order"
          hint="Lower comes first among its parent's categories"
          inputProps={{ inputMode: 'numeric', maxLength: 7, autoComplete: 'off' }}
        />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}
