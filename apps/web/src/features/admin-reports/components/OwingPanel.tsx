// The Owing tab: invoices with something owing (the member side's rule), by how many days past
// their due date they are as at a date (today at first): the totals per age, then each invoice.
import { formatDollars, isoToDmy } from '@courtside/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CsvLink } from '../../../components/console/CsvLink';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { schemaResolver } from '../../../lib/form';
import { csvUrl, useOwing } from '../api/reports';
import { ZAsAtForm } from '../reports-form';

export function OwingPanel({ today }: { today: string }) {
  const [asAt, setAsAt] = useState(today);
  const { control, handleSubmit, formState } = useForm<{ as_at: string }>({
    defaultValues: { as_at: today },
    resolver: schemaResolver(() => ZAsAtForm),
  });
  const onSubmit = handleSubmit((form) => setAsAt(form.as_at));
  return (
    <SectionCard title="Invoices owing">
      <Typography sx={{ mt: 1 }}>
        What is owing on each invoice now (as the member sees it), aged by days past its due date as at the
        date chosen.
      </Typography>
      <Box component="form" noValidate aria-label="Owing as at" onSubmit={(e) => void onSubmit(e)}>
        <FieldGrid>
          <IsoDateField name="as_at" control={control} label="As at" required hint="dd/mm/yyyy" />
        </FieldGrid>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 1 }}>
          Show
        </Button>
      </Box>
      <Owing asAt={asAt} />
    </SectionCard>
  );
}

function Owing({ asAt }: { asAt: string }) {
  const owing = useOwing(asAt);
  if (!owing.data) return reportWait(owing, 'Loading what is owing...');
  const report = owing.data;
  const labels = new Map(report.buckets.map((b) => [b.bucket, b.label]));
  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>As at {isoToDmy(report.as_at)}</Typography>
      <TableScroll label="Owing by age">
        <Table size="small" aria-label="Owing by age">
          <TableHead>
            <TableRow>
              <TableCell>Age</TableCell>
              <TableCell align="right">Invoices</TableCell>
              <TableCell align="right">Owing</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.buckets.map((b) => (
              <TableRow key={b.bucket}>
                <TableCell component="th" scope="row">
                  {b.label}
                </TableCell>
                <TableCell align="right">{b.invoices}</TableCell>
                <TableCell align="right">{formatDollars(b.owing_cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right">{report.rows.length}</TableCell>
              <TableCell align="right">{formatDollars(report.total_owing_cents)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableScroll>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }}>
        Invoices
      </Typography>
      {report.rows.length === 0 ? (
        <Typography>No invoice has anything owing.</Typography>
      ) : (
        <TableScroll label="Invoices owing">
          <Table size="small" aria-label="Invoices owing">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Billed to</TableCell>
                <TableCell>Due</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Paid</TableCell>
                <TableCell align="right">Owing</TableCell>
                <TableCell>Age</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((r) => (
                <TableRow key={r.invoice_id}>
                  <TableCell>#{r.invoice_id}</TableCell>
                  <TableCell>
                    {r.billed_to} ({r.kind})
                  </TableCell>
                  <TableCell>{isoToDmy(r.due_date)}</TableCell>
                  <TableCell align="right">{formatDollars(r.total_cents)}</TableCell>
                  <TableCell align="right">{formatDollars(r.paid_cents)}</TableCell>
                  <TableCell align="right">{formatDollars(r.owing_cents)}</TableCell>
                  <TableCell>{labels.get(r.bucket)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <CsvLink href={csvUrl('owing', { as_at: report.as_at })} />
    </Box>
  );
}
