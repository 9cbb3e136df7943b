// The Attendees tab: who takes each paid place not refunded, by last name, with what the checkout
// collected (a member attendee was found by name and date of birth, so no more was asked), the
// order and who bought it; and the list as a CSV file for the coordinator.
import { isoToDmy } from '@courtside/contracts';
import type { TAdminStoreProduct, TProductAttendee } from '@courtside/contracts/admin';
import Typography from '@mui/material/Typography';
import { CsvLink } from '../../../components/console/CsvLink';
import { reportWait } from '../../../components/console/ReportWait';
import { SectionCard } from '../../../components/SectionCard';
import { DataTable } from '../../../components/table/DataTable';
import { useProductAttendees } from '../api/get-product-attendees';
import { attendeesCsvUrl, yesNo } from '../store-form';
import { MemberName, OrderNumber, type Reach } from './ReachLinks';

const joined = (...parts: Array<string | null>) => parts.filter(Boolean).join(', ');

export function AttendeesPanel({ product, reach }: { product: TAdminStoreProduct; reach: Reach }) {
  const attendees = useProductAttendees(product.id);
  if (!attendees.data) return reportWait(attendees, 'Loading the attendees...');
  return (
    <SectionCard title="Attendees">
      <Typography sx={{ mt: 1 }}>
        {product.no_attendee
          ? 'The checkout asks no attendees for this product: only products that need attendees list them.'
          : 'Whoever takes a paid place that was not refunded, by last name.'}
      </Typography>
      <DataTable<TProductAttendee>
        label="Attendees"
        rows={attendees.data.attendees}
        rowKey={(a) => a.attendee_id}
        emptyText="No attendees yet"
        columns={[
          { header: 'Name', cell: (a) => `${a.firstname} ${a.lastname}` },
          { header: 'Date of birth', cell: (a) => isoToDmy(a.dob) },
          { header: 'Gender', cell: (a) => a.gender },
          { header: 'Member', cell: (a) => yesNo(a.is_member) },
          { header: 'Contact', cell: (a) => joined(a.email, a.mobile) },
          {
            header: 'Address',
            cell: (a) => joined(a.address, a.suburb, [a.state, a.postcode].filter(Boolean).join(' ') || null),
          },
          { header: 'Emergency contact', cell: (a) => joined(a.emergency_contact, a.emergency_mobile) },
          { header: 'Medical', cell: (a) => a.medical ?? '' },
          {
            header: 'Order',
            cell: (a) => <OrderNumber orderId={a.order_id} reach={reach} />,
            text: (a) => `Order #${a.order_id}`,
          },
          {
            header: 'Bought by',
            cell: (a) => <MemberName member={a.buyer} reach={reach} />,
            text: (a) => a.buyer.name,
          },
        ]}
      />
      <CsvLink href={attendeesCsvUrl(product.id)} sx={{ mt: 0 }}>
        Download the attendee list for the coordinator (CSV)
      </CsvLink>
    </SectionCard>
  );
}
