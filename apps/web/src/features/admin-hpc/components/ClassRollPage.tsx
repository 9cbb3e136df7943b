// /admin/hpc/classes/:id: one class and its roll. The class's details; its booked members, each
// marked Attended or Absent (saved at once, from the class's day on); the waitlist in order, each
// promoted into the class by hand (a full class is offered one more place) or removed. Staff add
// a member (booked, or waitlisted when the class is full), change or cancel the class, or the rest
// of its series, from here.
import { CLASS_ATTENDANCE, type TAdminClass, type TClassRoll } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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
import { DataTable } from '../../../components/table/DataTable';
import { ApiError } from '../../../lib/api-client';
import { weekdayAndDate } from '../../../lib/calendar-dates';
import { useToday } from '../../../lib/settings';
import { useCancelClass } from '../api/cancel-class';
import { useCancelSeries } from '../api/cancel-series';
import { useClassRoll } from '../api/get-class-roll';
import { useMarkAttendance } from '../api/mark-attendance';
import { usePromoteMember } from '../api/promote-member';
import { useRemoveMember } from '../api/remove-member';
import { classesPath, placesText, raiseText, seriesCancelledText, seriesCancelWillText } from '../classes';
import { AddMemberDialog } from './AddMemberDialog';
import { CancelDialog } from './CancelDialog';
import { ClassEditDialog } from './ClassEditDialog';

const back = <BackLink to={classesPath}>All classes</BackLink>;

type Roll = TClassRoll['roll'][number];
type Waiting = TClassRoll['waitlist'][number];
type Person = Roll['member'];
type Open =
  | { kind: 'edit' | 'edit-series' | 'cancel' | 'cancel-series' | 'add' }
  | { kind: 'promote' | 'remove'; member: Person }
  | null;

const ATTENDANCE_TEXT = { attended: 'Attended', absent: 'Absent' } as const;

export function ClassRollPage({
  id,
  searchesMemberContacts,
}: {
  id: number;
  searchesMemberContacts: boolean;
}) {
  const roll = useClassRoll(id);
  if (roll.isPending) return <Loading text="Loading the class..." />;
  if (roll.isError) return <LoadFailure title="Class" what="class" error={roll.error} back={back} />;
  return <ClassRecord cls={roll.data} searchesMemberContacts={searchesMemberContacts} />;
}

function ClassRecord({ cls, searchesMemberContacts }: { cls: TClassRoll; searchesMemberContacts: boolean }) {
  const today = useToday() ?? '';
  const mark = useMarkAttendance();
  const promote = usePromoteMember();
  const remove = useRemoveMember();
  const cancelClass = useCancelClass();
  const cancelSeries = useCancelSeries();
  const [said, setSaid] = useState<Said>(null);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const tell = (text: string) => setSaid({ severity: 'success', text });
  const rollOpen = today !== '' && cls.date <= today;
  const started = Date.parse(cls.starts_at) <= Date.now();
  const changeable = !cls.cancelled && !started;
  const full = cls.booked >= cls.capacity;

  const setAttendance = async (member: Person, attendance: Roll['attendance']) => {
    try {
      await mark.mutateAsync({ id: cls.id, marks: [{ member_id: member.id, attendance }] });
    } catch (err) {
      setSaid({
        severity: 'error',
        text: err instanceof ApiError ? err.message : 'Could not save the mark.',
      });
    }
  };

  return (
    <>
      {back}
      <PageTitle>{cls.name}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        {cls.cancelled && <Chip label="Cancelled" color="error" />}
        <Typography>
          {weekdayAndDate(cls.date)} · {cls.start_time} - {cls.end_time}
        </Typography>
        {changeable && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
            <Button variant="outlined" onClick={() => setOpen({ kind: 'edit' })}>
              Change class
            </Button>
            {cls.series_id !== null && (
              <Button variant="outlined" onClick={() => setOpen({ kind: 'edit-series' })}>
                Change the rest of the series
              </Button>
            )}
            <Button variant="outlined" color="error" onClick={() => setOpen({ kind: 'cancel' })}>
              Cancel class
            </Button>
            {cls.series_id !== null && (
              <Button variant="outlined" color="error" onClick={() => setOpen({ kind: 'cancel-series' })}>
                Cancel the rest of the series
              </Button>
            )}
          </Box>
        )}
      </Box>

      <SectionCard title="Class">
        <DetailList
          items={[
            ['Date', weekdayAndDate(cls.date)],
            ['Time', `${cls.start_time} - ${cls.end_time} (${cls.duration} minutes)`],
            ['Venue', cls.venue?.name ?? 'None'],
            ['Room', cls.room || 'None'],
            ['Trainers', cls.trainers.join(', ') || 'None'],
            ['Activities', cls.activities.join(', ') || 'None'],
            ['Booked', placesText(cls)],
            ['Waitlist', cls.waitlisted],
            [
              'Booking window',
              cls.booking_days_ahead === null ? "The centre's default" : `${cls.booking_days_ahead} days`,
            ],
            cls.description !== '' && ['Description', cls.description],
          ]}
        />
      </SectionCard>

      <SectionCard title="Roll">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography>
            {rollOpen
              ? 'Mark each booked member: a mark is saved at once.'
              : 'The roll can be marked from the day of the class.'}
          </Typography>
          {changeable && (
            <Button variant="outlined" sx={{ ml: { sm: 'auto' } }} onClick={() => setOpen({ kind: 'add' })}>
              Add a member
            </Button>
          )}
        </Box>
        <DataTable<Roll>
          label="Roll"
          rows={cls.roll}
          rowKey={(r) => r.enrollment_id}
          search={false}
          emptyText="Nobody is booked in this class"
          columns={[
            { header: 'Member', cell: (r) => r.member.name },
            { header: 'Email', cell: (r) => r.member.email },
            {
              header: 'Attendance',
              text: (r) => (r.attendance ? ATTENDANCE_TEXT[r.attendance] : ''),
              cell: (r) => (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={r.attendance}
                  disabled={!rollOpen || cls.cancelled || mark.isPending}
                  aria-label={`Attendance of ${r.member.name}`}
                  // MUI's grey for a button not chosen is too faint on the card.
                  sx={{
                    '& .MuiToggleButton-root:not(.Mui-selected):not(.Mui-disabled)': {
                      color: 'text.primary',
                    },
                  }}
                  onChange={(_e, value: Roll['attendance']) => void setAttendance(r.member, value)}
                >
                  {CLASS_ATTENDANCE.map((a) => (
                    <ToggleButton key={a} value={a}>
                      {ATTENDANCE_TEXT[a]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              ),
            },
            {
              header: 'Place',
              text: () => '',
              cell: (r) =>
                changeable && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setOpen({ kind: 'remove', member: r.member })}
                  >
                    Remove {r.member.name}
                  </Button>
                ),
            },
          ]}
        />
      </SectionCard>

      <SectionCard title="Waitlist">
        <DataTable<Waiting>
          label="Waitlist"
          rows={cls.waitlist}
          rowKey={(w) => w.enrollment_id}
          search={false}
          emptyText="Nobody is waiting"
          columns={[
            { header: 'Position', cell: (w) => w.position },
            { header: 'Member', cell: (w) => w.member.name },
            {
              header: 'Subscription',
              cell: (w) => (w.active_subscription ? 'Active' : 'None: passed over until they subscribe'),
            },
            {
              header: 'Actions',
              text: () => '',
              cell: (w) =>
                changeable && (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() =>
                        full
                          ? setOpen({ kind: 'promote', member: w.member })
                          : void promote
                              .mutateAsync({ id: cls.id, member_id: w.member.id })
                              .then(() => tell(`${w.member.name} moved into the class.`))
                              .catch((err: unknown) =>
                                setSaid({
                                  severity: 'error',
                                  text: err instanceof ApiError ? err.message : 'Could not promote.',
                                }),
                              )
                      }
                    >
                      Promote {w.member.name}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setOpen({ kind: 'remove', member: w.member })}
                    >
                      Remove {w.member.name}
                    </Button>
                  </Box>
                ),
            },
          ]}
        />
      </SectionCard>

      {open?.kind === 'add' && (
        <AddMemberDialog cls={cls} searchesContacts={searchesMemberContacts} onDone={tell} onClose={close} />
      )}
      {open?.kind === 'promote' && (
        <ConsoleConfirmDialog
          title={`Promote ${open.member.name}?`}
          confirmText="Raise capacity and promote"
          tone="primary"
          onConfirm={async () => {
            await promote.mutateAsync({ id: cls.id, member_id: open.member.id, raise_capacity: true });
            tell(`${open.member.name} moved into the class; it now has ${cls.capacity + 1} places.`);
          }}
          onClose={close}
        >
          {raiseText(open.member.name, cls)}
        </ConsoleConfirmDialog>
      )}
      {open?.kind === 'remove' && (
        <ConsoleConfirmDialog
          title={`Remove ${open.member.name}?`}
          confirmText="Remove"
          onConfirm={async () => {
            await remove.mutateAsync({ id: cls.id, member_id: open.member.id });
            tell(`${open.member.name} removed from the class.`);
          }}
          onClose={close}
        >
          {`${open.member.name} loses their place (or their turn on the waitlist). A place freed goes to the waitlist in order.`}
        </ConsoleConfirmDialog>
      )}
      {(open?.kind === 'edit' || open?.kind === 'edit-series') && (
        <ClassEditDialog
          cls={classOf(cls)}
          series={open.kind === 'edit-series'}
          onDone={tell}
          onClose={close}
        />
      )}
      {open?.kind === 'cancel' && (
        <CancelDialog
          title={`Cancel ${cls.name}?`}
          willText="The class is cancelled and its places released; booked and waitlisted members are emailed."
          confirmText="Cancel class"
          onCancel={async (reason) => {
            await cancelClass.mutateAsync({ id: cls.id, ...(reason && { reason }) });
            tell('Class cancelled.');
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'cancel-series' && cls.series_id !== null && (
        <CancelDialog
          title="Cancel the rest of the series?"
          willText={seriesCancelWillText(cls)}
          confirmText="Cancel classes"
          onCancel={async (reason) => {
            const done = await cancelSeries.mutateAsync({
              id: cls.series_id!,
              from: cls.date,
              ...(reason && { reason }),
            });
            tell(seriesCancelledText(done.classes.length));
          }}
          onClose={close}
        />
      )}
    </>
  );
}

/** The class without its roll and waitlist. */
const classOf = ({ roll: _roll, waitlist: _waitlist, ...cls }: TClassRoll): TAdminClass => cls;
