// /admin/hpc/classes: the centre's classes a week at a time (Monday to Sunday, the week kept in the
// address as ?week=, so a reload or a link shows the same one): date, time, name (opening the
// class's roll), room, trainers, places booked and the waitlist. New weekly schedules are made here.
import type { TAdminClass } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { addDaysIso, weekdayAndDate } from '../../../lib/calendar-dates';
import { consoleGrid } from '../../../components/console/grid';
import { useClasses } from '../api/get-classes';
import { classPath, placesText, weekOf, weekText } from '../classes';
import { SeriesDialog } from './SeriesDialog';

const columns: GridColDef<TAdminClass>[] = [
  {
    field: 'starts_at',
    headerName: 'Date',
    width: 130,
    valueFormatter: (_v, row) => weekdayAndDate(row.date, 'short'),
  },
  {
    field: 'start_time',
    headerName: 'Time',
    width: 110,
    valueGetter: (_v, row) => `${row.start_time} - ${row.end_time}`,
  },
  {
    field: 'name',
    headerName: 'Class',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={classPath(row.id)} tabIndex={tabIndex}>
        {row.name}
      </Link>
    ),
  },
  { field: 'room', headerName: 'Room', width: 110 },
  {
    field: 'trainers',
    headerName: 'Trainers',
    width: 200,
    valueGetter: (value: string[]) => value.join(', '),
  },
  {
    field: 'booked',
    headerName: 'Booked',
    width: 100,
    valueGetter: (_v, row) => placesText(row),
  },
  { field: 'waitlisted', headerName: 'Waitlist', type: 'number', width: 90 },
];

export function ClassesScreen({ today }: { today: string }) {
  const [params, setParams] = useSearchParams();
  const week = weekOf(params, today);
  const classes = useClasses(week);
  const [creating, setCreating] = useState(false);
  const go = (days: number) => setParams({ week: addDaysIso(week.from, days) });

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New weekly schedule
        </Button>
      </Box>
      <Box
        component="nav"
        aria-label="Week"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
      >
        <Button variant="outlined" onClick={() => go(-7)}>
          Previous week
        </Button>
        <Button variant="outlined" onClick={() => setParams({})}>
          This week
        </Button>
        <Button variant="outlined" onClick={() => go(7)}>
          Next week
        </Button>
        <Typography component="h2" variant="subtitle1" sx={{ ml: { sm: 1 } }}>
          {weekText(week)}
        </Typography>
      </Box>
      {classes.isPending ? (
        <Loading text="Loading the classes..." />
      ) : classes.isError ? (
        <LoadFailure title="Classes" error={classes.error} />
      ) : classes.data.length === 0 ? (
        <Typography>No classes this week.</Typography>
      ) : (
        <DataGrid
          aria-label="Classes"
          rows={classes.data}
          columns={columns}
          loading={classes.isFetching}
          {...consoleGrid('hpc-classes', classes.data.length, 100)}
        />
      )}
      {creating && <SeriesDialog today={today} onClose={() => setCreating(false)} />}
    </>
  );
}
