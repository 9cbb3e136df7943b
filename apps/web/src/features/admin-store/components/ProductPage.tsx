// A product's page in the console: what members see of it (price, places, dates, venue, what it
// is eligible for) and its cover image, in the Product tab; every paid sale with the totals in
// Sales; who attends, for the coordinator, in Attendees (both also as CSV). Facilities staff
// change it, add or remove places with a reason, and withdraw or restore it (asked first) from
// here. The tab is kept in the address (?tab=).
import { formatDollars } from '@courtside/contracts';
import type { TAdminStoreProduct } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BackLink } from '../../../components/BackLink';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { useProduct } from '../api/get-product';
import { useSetProductStatus } from '../api/set-product-status';
import {
  datesText,
  placesText,
  restoreWillText,
  STATUS_TEXT,
  statusChangedText,
  statusOf,
  storePath,
  timesText,
  withdrawWillText,
  yesNo,
} from '../store-form';
import { AttendeesPanel } from './AttendeesPanel';
import { CoverPanel } from './CoverPanel';
import { ProductDialog } from './ProductDialog';
import type { Reach } from './ReachLinks';
import { SalesPanel } from './SalesPanel';
import { StockDialog } from './StockDialog';
import { ConsoleTabs, useConsoleTab } from '../../../components/console/ConsoleTabs';

const back = <BackLink to={storePath}>All products</BackLink>;

const TABS = [
  { key: 'product', label: 'Product' },
  { key: 'sales', label: 'Sales' },
  { key: 'attendees', label: 'Attendees' },
] as const;

export function ProductPage({ id, reach }: { id: number; reach: Reach }) {
  const product = useProduct(id);
  if (product.isPending) return <Loading text="Loading the product..." />;
  if (product.isError)
    return <LoadFailure title="Product" what="product" error={product.error} back={back} />;
  return <ProductRecord product={product.data} reach={reach} />;
}

function ProductRecord({ product, reach }: { product: TAdminStoreProduct; reach: Reach }) {
  const [current, choose] = useConsoleTab(TABS);
  const status = useSetProductStatus();
  const [said, setSaid] = useState<Said>(null);
  const [dialog, setDialog] = useState<'change' | 'stock' | 'withdraw' | 'restore' | null>(null);
  const tell = (text: string) => setSaid({ severity: 'success', text });
  const close = () => setDialog(null);
  const setActive = async (active: boolean) =>
    tell(statusChangedText(await status.mutateAsync({ id: product.id, active })));

  return (
    <>
      {back}
      <PageTitle>{product.name}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip
          label={STATUS_TEXT[statusOf(product)]}
          color={product.active ? 'success' : 'error'}
          variant={product.active ? 'filled' : 'outlined'}
        />
        <Typography>
          {formatDollars(product.price_cents)} · {placesText(product)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
          <Button variant="outlined" onClick={() => setDialog('change')}>
            Change product
          </Button>
          {product.quantity !== null && (
            <Button variant="outlined" onClick={() => setDialog('stock')}>
              Adjust places
            </Button>
          )}
          {product.active ? (
            <Button variant="outlined" color="error" onClick={() => setDialog('withdraw')}>
              Withdraw
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setDialog('restore')}>
              Restore
            </Button>
          )}
        </Box>
      </Box>

      <ConsoleTabs label="Product" idPrefix="product" tabs={TABS} current={current.key} onChoose={choose}>
        {current.key === 'product' && (
          <>
            <SectionCard title="Details">
              <DetailList
                items={[
                  ['Price', formatDollars(product.price_cents)],
                  ['Places', placesText(product)],
                  ['Booked', product.booked],
                  ['Most per order', product.order_qty_max ?? 'No limit'],
                  ['Category', product.category?.name ?? 'None'],
                  ['Venue', product.venue?.name ?? 'None'],
                  ['On sale', datesText(product)],
                  ['Times', timesText(product)],
                  ['Attendees needed', yesNo(!product.no_attendee)],
                  ['Voucher eligible', yesNo(product.voucher_eligible)],
                  ['Active Kids eligible', yesNo(product.akv)],
                  ['HPC only', yesNo(product.is_hpc)],
                  ['Status', STATUS_TEXT[statusOf(product)]],
                ]}
              />
              {product.description && (
                <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
              )}
            </SectionCard>
            <CoverPanel product={product} onDone={tell} />
          </>
        )}
        {current.key === 'sales' && <SalesPanel productId={product.id} reach={reach} />}
        {current.key === 'attendees' && <AttendeesPanel product={product} reach={reach} />}
      </ConsoleTabs>

      {dialog === 'change' && (
        <ProductDialog product={product} onDone={(p) => tell(`${p.name} saved.`)} onClose={close} />
      )}
      {dialog === 'stock' && <StockDialog product={product} onDone={tell} onClose={close} />}
      {dialog === 'withdraw' && (
        <ConsoleConfirmDialog
          title={`Withdraw ${product.name}?`}
          confirmText="Withdraw"
          onConfirm={() => setActive(false)}
          onClose={close}
        >
          {withdrawWillText(product)}
        </ConsoleConfirmDialog>
      )}
      {dialog === 'restore' && (
        <ConsoleConfirmDialog
          title={`Restore ${product.name}?`}
          confirmText="Restore"
          tone="primary"
          onConfirm={() => setActive(true)}
          onClose={close}
        >
          {restoreWillText(product)}
        </ConsoleConfirmDialog>
      )}
    </>
  );
}
