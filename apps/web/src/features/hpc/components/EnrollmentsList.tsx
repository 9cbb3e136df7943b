// Enrollments screen: Class, Date, Duration, Location, Status; 10 a
// page, latest class first; CANCEL on future classes.
import { HPC_MSG, type TEnrollment } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useState } from 'react';
import { DismissibleAlert } from '../../../components/DismissibleAlert';
import { Loading } from '../../../components/Loading';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { useCancelEnrollment } from '../api/cancel-enrollment';
import { useEnrollments } from '../api/get-enrollments';

const STATUS: Record<TEnrollment['status'], string> = {
  booked: 'Booked',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
};

const ATTENDANCE: Record<NonNullable<TEnrollment['attendance']>, string> = {
  attended: 'Attended',
  missed: 'Missed',
  not_marked: 'Past (roll not marked yet)',
};

/** A booked class that has ended reads as the roll has it, never as 'Booked'. */
export const statusText = (e: TEnrollment) => (e.attendance ? ATTENDANCE[e.attendance] : STATUS[e.status]);

export const noResults = (query: string) => `Sorry, No Results found for "${query}"`;

export function EnrollmentsList() {
  const { data, isPending, isError, error } = useEnrollments();
  const cancel = useCancelEnrollment();
  const [confirming, setConfirming] = useState<TEnrollment | null>(null);
  const [result, setResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const rows = useMemo(
    () => [...(data ?? [])].sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || b.id - a.id),
    [data],
  );

  const columns: Column<TEnrollment>[] = [
    { header: 'Class', cell: (e) => e.name },
    { header: 'Date', cell: (e) => e.date_time },
    { header: 'Duration', cell: (e) => `${e.duration} min` },
    { header: 'Location', cell: (e) => e.location },
    { header: 'Status', cell: statusText },
    {
      header: 'Action',
      text: () => '',
      cell: (e) =>
        e.can_cancel ? (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => setConfirming(e)}
            aria-label={`Cancel ${e.name} on ${e.date_time}`}
          >
            CANCEL
          </Button>
        ) : null,
    },
  ];

  const confirm = () => {
    const e = confirming;
    if (!e) return;
    cancel.mutate(e.id, {
      onSuccess: (answer) => setResult({ severity: 'success', text: answer.message }),
      onError: (err) => setResult({ severity: 'error', text: err.message }),
      onSettled: () => setConfirming(null),
    });
  };

  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  return (
    <>
      {result && (
        <DismissibleAlert severity={result.severity} onClose={() => setResult(null)}>
          {result.text}
        </DismissibleAlert>
      )}
      <DataTable
        label="Enrollments"
        rows={rows}
        columns={columns}
        rowKey={(e) => e.id}
        emptyText={HPC_MSG.noEnrollments}
        noMatchText={noResults}
      />
      <Dialog
        open={confirming !== null}
        onClose={() => !cancel.isPending && setConfirming(null)}
        aria-labelledby="hpc-cancel-title"
      >
        <DialogTitle id="hpc-cancel-title">Cancel enrollment?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming
              ? `${confirming.name} on ${confirming.date_time}. ${confirming.status === 'booked' ? 'Your place goes to the next member on the waitlist.' : 'You leave the waitlist.'}`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={cancel.isPending}>
            Keep
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
            Cancel enrollment
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
