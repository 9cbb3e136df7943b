// /admin/venues/:id: a venue's name and address (changed here), its courts and halves with their
// weekly hire hours, the sports, booking types and options hires are booked with, and the rate
// rules that price them. Changing courts, hours, the catalogue and the rates is done through the
// API for now (see the report of this screen's first version).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { formatCents } from '../../../lib/money';
import { useVenue } from '../api/get-venue';
import { DAY_NAMES } from '../block-rule';
import { hoursText } from '../venue-form';
import { VenueDialog } from './VenueDialog';

const back = <BackLink to="/admin/venues">All venues</BackLink>;

export function VenuePage({ id }: { id: number }) {
  const venue = useVenue(id);
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  if (venue.isPending) return <Loading text="Loading the venue..." />;
  if (venue.isError) return <LoadFailure title="Venue" what="venue" error={venue.error} back={back} />;
  const v = venue.data;
  const named = (list: { id: number; name: string }[], id: number | null) =>
    id === null ? 'Any' : (list.find((x) => x.id === id)?.name ?? `#${id}`);
  const courtName = (courtId: number | null) => named(v.court_list, courtId);
  return (
    <>
      {back}
      <PageTitle>{v.name}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <SectionCard title="Venue">
        <DetailList
          items={[
            [
              'Address',
              [v.address, v.suburb, v.state, v.postcode].filter(Boolean).join(', ') || 'None given',
            ],
            ['Courts', `${v.courts} (${v.bookable_courts} hired out)`],
          ]}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Change the venue
          </Button>
          <Button component={RouterLink} to={`/admin/court-hire?venue=${v.id}`}>
            Its court hire calendar
          </Button>
        </Box>
      </SectionCard>
      <SectionCard title="Courts and their hire hours">
        <TableScroll label="Courts">
          <Table size="small" aria-label="Courts">
            <TableHead>
              <TableRow>
                <TableCell>Court</TableCell>
                <TableCell>Half of</TableCell>
                <TableCell>Hired out</TableCell>
                <TableCell>Offers</TableCell>
                <TableCell>Hours</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {v.court_list.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{c.parent_court_id === null ? '' : courtName(c.parent_court_id)}</TableCell>
                  <TableCell>{c.bookable ? 'Yes' : 'No'}</TableCell>
                  <TableCell>
                    {[
                      named(v.sports, c.sport_id),
                      named(v.types, c.type_id),
                      named(v.options, c.option_id),
                    ].join(' · ')}
                  </TableCell>
                  <TableCell>{hoursText(c.hours)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </SectionCard>
      <SectionCard title="What hires are booked with">
        <DetailList
          items={[
            ['Sports', v.sports.map((s) => s.name).join(', ') || 'None'],
            ['Booking types', v.types.map((t) => t.name).join(', ') || 'None'],
            ['Options', v.options.map((o) => o.name).join(', ') || 'None'],
          ]}
        />
      </SectionCard>
      <SectionCard title="Rate rules">
        <Typography variant="body2" sx={{ mb: 1 }}>
          The highest priority covering a quarter hour prices it; a rule with a message blocks it.
        </Typography>
        <TableScroll label="Rate rules">
          <Table size="small" aria-label="Rate rules">
            <TableHead>
              <TableRow>
                <TableCell>Days</TableCell>
                <TableCell>Times</TableCell>
                <TableCell>For</TableCell>
                <TableCell align="right">Per hour</TableCell>
                <TableCell align="right">Priority</TableCell>
                <TableCell>Active</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {v.rate_rules.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.weekday === null ? 'Every day' : DAY_NAMES[r.weekday]}</TableCell>
                  <TableCell>
                    {r.from}-{r.to}
                  </TableCell>
                  <TableCell>
                    {[
                      named(v.sports, r.sport_id),
                      named(v.types, r.type_id),
                      named(v.options, r.option_id),
                    ].join(' · ')}
                  </TableCell>
                  <TableCell align="right">
                    {r.blocked_message
                      ? `Blocked: ${r.blocked_message}`
                      : formatCents(r.price_per_hour_cents)}
                  </TableCell>
                  <TableCell align="right">{r.priority}</TableCell>
                  <TableCell>{r.active ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </SectionCard>
      <Typography variant="body2">
        Courts are closed for a time on each season’s Draw screen;{' '}
        <Link component={RouterLink} to={`/admin/court-hire?venue=${v.id}`}>
          the court hire calendar
        </Link>{' '}
        shows them.
      </Typography>
      {editing && (
        <VenueDialog
          venue={v}
          onDone={(saved) => {
            setEditing(false);
            setSaid({ severity: 'success', text: `${saved.name} is saved.` });
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
