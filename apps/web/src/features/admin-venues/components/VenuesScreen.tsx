// /admin/venues: every venue with how many courts it has and how many are hired out; each opens
// its page. New venues are added here.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { TableScroll } from '../../../components/TableScroll';
import { useVenues } from '../api/get-venues';
import { VenueDialog } from './VenueDialog';

export const venuePath = (id: number) => `/admin/venues/${id}`;

export function VenuesScreen() {
  const venues = useVenues();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  if (venues.isPending) return <Loading text="Loading the venues..." />;
  if (venues.isError) return <LoadFailure title="Venues" error={venues.error} />;
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setAdding(true)}>
          New venue
        </Button>
      </Box>
      <TableScroll label="Venues">
        <Table size="small" aria-label="Venues">
          <TableHead>
            <TableRow>
              <TableCell>Venue</TableCell>
              <TableCell>Address</TableCell>
              <TableCell align="right">Courts</TableCell>
              <TableCell align="right">Hired out</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {venues.data.map((v) => (
              <TableRow key={v.id}>
                <TableCell>
                  <Link component={RouterLink} to={venuePath(v.id)}>
                    {v.name}
                  </Link>
                </TableCell>
                <TableCell>{[v.address, v.suburb, v.state, v.postcode].filter(Boolean).join(', ')}</TableCell>
                <TableCell align="right">{v.courts}</TableCell>
                <TableCell align="right">{v.bookable_courts}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      {adding && (
        <VenueDialog
          venue={null}
          onDone={(v) => void navigate(venuePath(v.id))}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
