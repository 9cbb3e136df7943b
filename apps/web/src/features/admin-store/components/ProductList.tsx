// The Products tab: finding products by words, a category (with its sub-categories) and whether
// they are on sale, newest first or by name. The search lives in the address, so it can be linked
// to; paging is the server's, through the Data Grid's server mode, and each row opens the
// product's page. New products are made from here.
import { formatDollars } from '@courtside/contracts';
import {
  STORE_PRODUCT_SORTS,
  STORE_PRODUCT_STATUSES,
  type TAdminStoreProduct,
} from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form/FormTextField';
import { FIRST_PAGE, PagedLinkGrid } from '../../../components/console/PagedLinkGrid';
import { schemaResolver } from '../../../lib/form';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/search-products';
import {
  apiQueryOf,
  categoryOptions,
  datesText,
  paramsOf,
  placesText,
  productPath,
  searchOf,
  SORT_TEXT,
  STATUS_TEXT,
  statusOf,
  ZProductSearchForm,
  type ProductSearch,
} from '../store-form';
import { ProductDialog } from './ProductDialog';
import { anyOf, SearchBar } from '../../../components/console/SearchBar';

const columns: GridColDef<TAdminStoreProduct>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={productPath(row.id)} tabIndex={tabIndex}>
        {row.name}
      </Link>
    ),
  },
  {
    field: 'category',
    headerName: 'Category',
    width: 160,
    valueGetter: (_value, row) => row.category?.name ?? 'None',
  },
  {
    field: 'price_cents',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatDollars(value),
  },
  { field: 'places', headerName: 'Places', width: 140, valueGetter: (_value, row) => placesText(row) },
  { field: 'dates', headerName: 'On sale', width: 200, valueGetter: (_value, row) => datesText(row) },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    valueGetter: (_value, row) => STATUS_TEXT[statusOf(row)],
  },
];

export function ProductList() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchOf(params);
  const [paging, setPaging] = useState<GridPaginationModel>(FIRST_PAGE);
  const products = useProducts(apiQueryOf(search, paging.page, paging.pageSize));
  const categories = useCategories();
  const [creating, setCreating] = useState(false);

  const { control, handleSubmit } = useForm<ProductSearch>({
    values: search,
    resolver: schemaResolver(() => ZProductSearchForm),
  });
  const apply = (form: ProductSearch) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(paramsOf(form));
  };

  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New product
        </Button>
      </Box>
      <SearchBar
        label="Find products"
        columns={{ xs: '1fr', sm: '1fr 1fr', md: '2fr 2fr 1fr 1fr auto' }}
        onSearch={handleSubmit(apply)}
      >
        <FormTextField
          name="q"
          control={control}
          label="Words"
          type="search"
          hint="Part of the name or description"
          inputProps={{ maxLength: 100, autoComplete: 'off' }}
        />
        <FormTextField
          name="category"
          control={control}
          label="Category"
          hint="With its sub-categories"
          select={[
            <option key="" value="">
              Any category
            </option>,
            ...categoryOptions(categories.data?.categories ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.text}
              </option>
            )),
          ]}
        />
        <FormTextField
          name="status"
          control={control}
          label="Status"
          select={anyOf('Any status', STORE_PRODUCT_STATUSES, (s) => STATUS_TEXT[s])}
        />
        <FormTextField
          name="sort"
          control={control}
          label="Order"
          select={STORE_PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_TEXT[s]}
            </option>
          ))}
        />
      </SearchBar>
      <PagedLinkGrid<TAdminStoreProduct>
        label="Products"
        fileName="store-products"
        page={{
          rows: products.data?.products,
          total: products.data?.total,
          fetching: products.isFetching,
          error: products.error,
        }}
        columns={columns}
        paging={paging}
        onPaging={setPaging}
        pathOf={(row) => productPath(row.id)}
      />
      {creating && (
        <ProductDialog
          onClose={() => setCreating(false)}
          onDone={(product) => void navigate(productPath(product.id))}
        />
      )}
    </>
  );
}
