// A payout's page in the console: when it arrives, its status, what reached the bank and what it
// is made of (charges, refunds, fees, other), the difference its movements leave unexplained, and
// every movement it carries, each matched to the order of the payment or refund it is (a link), or
// shown as unmatched. The movements also download as a CSV file.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import type { TPayoutItem, TPayoutPage } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { CsvLink } from '../../../components/console/CsvLink';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { payoutCsvUrl, usePayout } from '../api/get-payout';
import { gatewayText, KIND_TEXT, STATUS_COLOR, STATUS_TEXT } from '../payouts-form';
import { PayoutChecks, WarningChip } from './PayoutChecks';

const back = <BackLink to="/admin/reconciliation">All payouts</BackLink>;

export function PayoutPage({ id }: { id: number }) {
  const payout = usePayout(id);
  if (payout.isPending) return <Loading text="Loading the payout..." />;
  if (payout.isError)
    return <LoadFailure title={`Payout #${id}`} what="payout" error={payout.error} back={back} />;
  return <PayoutRecord page={payout.data} />;
}

/** The order of the payment a movement is or gives back, with its member; or why there is none. */
function MatchedTo({ item }: { item: TPayoutItem }) {
  if (item.payment)
    return (
      <>
        <Link component={RouterLink} to={`/admin/orders/${item.payment.order_id}`}>
          Order #{item.payment.order_id}
        </Link>{' '}
        {item.payment.member_name}
      </>
    );
  if (!item.matched) return <WarningChip label="Unmatched" />;
  return "The gateway's fee";
}

function PayoutRecord({ page: { payout, items } }: { page: TPayoutPage }) {
  const sum = (cents: (i: TPayoutItem) => number) => items.reduce((total, i) => total + cents(i), 0);
  return (
    <>
      {back}
      <PageTitle>{`Payout #${payout.id}`}</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip label={STATUS_TEXT[payout.status]} color={STATUS_COLOR[payout.status]} />
        <Typography>
          {formatDollars(payout.amount_cents)} to the bank on {isoToDmy(payout.arrival_date)} ·{' '}
          {gatewayText(payout.gateway)}
        </Typography>
        <PayoutChecks payout={payout} none="" />
      </Box>

      <SectionCard title="Payout">
        <DetailList
          items={[
            ['Arrival date', isoToDmy(payout.arrival_date)],
            ['Status', STATUS_TEXT[payout.status]],
            ['Gateway', gatewayText(payout.gateway)],
            ['Reference', payout.reference],
            ['Amount', formatDollars(payout.amount_cents)],
            ['Charges', formatDollars(payout.charges_cents)],
            ['Refunds', formatDollars(payout.refunds_cents)],
            ['Fees', formatDollars(payout.fees_cents)],
            ['Other', formatDollars(payout.other_cents)],
            [
              'Difference',
              payout.difference_cents === 0 ? (
                formatDollars(0)
              ) : (
                <WarningChip label={formatDollars(payout.difference_cents)} />
              ),
            ],
            ['Movements', payout.items],
            [
              'Unmatched movements',
              payout.unmatched > 0 ? <WarningChip label={`${payout.unmatched} unmatched`} /> : 'None',
            ],
          ]}
        />
        <Typography variant="body2" color="text.secondary">
          The amount is what reaches the bank: the movements&apos; net total. A difference means the
          gateway&apos;s list of movements did not explain all of it.
        </Typography>
      </SectionCard>

      <SectionCard title="Movements">
        <Typography sx={{ mt: 1 }}>
          Oldest first, in the association&apos;s time zone. Fees are the gateway&apos;s, taken from each
          movement; refunds and fees are negative.
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ mt: 2 }}>The gateway has not listed this payout&apos;s movements.</Typography>
        ) : (
          <Box sx={{ mt: 2 }}>
            <TableScroll label="Movements">
              <Table size="small" aria-label="Movements">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Kind</TableCell>
                    <TableCell>Gateway type</TableCell>
                    <TableCell>Description</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell align="right">Fee</TableCell>
                    <TableCell align="right">Net</TableCell>
                    <TableCell>Matched to</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((i) => (
                    <TableRow key={i.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{i.created_at}</TableCell>
                      <TableCell>{KIND_TEXT[i.kind]}</TableCell>
                      <TableCell>{i.type}</TableCell>
                      <TableCell>{i.description}</TableCell>
                      <TableCell align="right">{formatDollars(i.amount_cents)}</TableCell>
                      <TableCell align="right">{formatDollars(-i.fee_cents)}</TableCell>
                      <TableCell align="right">{formatDollars(i.net_cents)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <MatchedTo item={i} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                      Total
                    </TableCell>
                    <TableCell colSpan={3}>
                      {items.length} {items.length === 1 ? 'movement' : 'movements'}
                    </TableCell>
                    <TableCell align="right">{formatDollars(sum((i) => i.amount_cents))}</TableCell>
                    <TableCell align="right">{formatDollars(-sum((i) => i.fee_cents))}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {formatDollars(sum((i) => i.net_cents))}
                    </TableCell>
                    <TableCell />
                  </TableRow>
                </TableFooter>
              </Table>
            </TableScroll>
          </Box>
        )}
        <CsvLink href={payoutCsvUrl(payout.id)} />
      </SectionCard>
    </>
  );
}
