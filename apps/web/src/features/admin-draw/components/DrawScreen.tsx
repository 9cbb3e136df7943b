// /admin/seasons/:id/draw: what the season's draw is made from and the drafts made of it. The
// venues' time slots, the blackout dates and the court closures are Data Grids of the season's
// few rows (added, changed and removed here); the state's public holidays are offered one by one
// as blackouts; a published game is moved or two swapped (checked by the server first); a draft
// is generated for divisions, repairs the published draw, draws a division's finals or comes from
// a CSV file, and opens on its own page.
// What a change did is said above the sections, and refusals as the API words them.
import type { TBlackout, TDrawSetup, TDrawSlot } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { consoleGrid } from '../../../components/console/grid';
import { useDrawSetup } from '../../../components/console/draw-setup';
import { useSettings } from '../../../lib/settings';
import { useCreateBlackout } from '../api/create-blackout';
import { useDeleteBlackout } from '../api/delete-blackout';
import { useDeleteSlot } from '../api/delete-slot';
import {
  BLACKOUT_KIND_LABEL,
  blackoutDates,
  dayAndDate,
  DRAFT_KIND_TEXT,
  DRAFT_STATUS_TEXT,
  holidayBlackout,
  slotDay,
  weekdayName,
} from '../draw-form';
import { BlackoutDialog } from './BlackoutDialog';
import { CourtClosures } from '../../../domains/court-closures/CourtClosures';
import { ConsoleConfirmDialog as ConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { DrawFile } from './DrawFile';
import { FinalsForm } from './FinalsForm';
import { GenerateForm } from './GenerateForm';
import { RepairForm } from './RepairForm';
import { PublishedGames } from './PublishedGames';
import { SlotDialog } from './SlotDialog';
import { SaidAlert, type Said, type SaidLink } from '../../../components/SaidAlert';
import { changeAction, removeAction } from '../../../components/console/grid-row-actions';

type Open =
  | { kind: 'slot'; slot: TDrawSlot | null }
  | { kind: 'delete-slot'; slot: TDrawSlot }
  | { kind: 'blackout' }
  | { kind: 'delete-blackout'; blackout: TBlackout }
  | null;
type Draft = TDrawSetup['drafts'][number];

export const draftPath = (draftId: number) => `/admin/draw-drafts/${draftId}`;
const slotName = (slot: TDrawSlot) => `${slot.venue}, ${slotDay(slot)}`;

export function DrawScreen({ seasonId }: { seasonId: number }) {
  const setup = useDrawSetup(seasonId);
  // Court closures that hit published games link here with the closure's first day.
  const [search] = useSearchParams();
  const closureDate = /^\d{4}-\d{2}-\d{2}$/.test(search.get('closure') ?? '') ? search.get('closure') : null;
  const deleteSlot = useDeleteSlot();
  const deleteBlackout = useDeleteBlackout();
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);

  if (setup.isPending) return <Loading text="Loading the season’s draw..." />;
  if (setup.isError) return <LoadFailure title="Draw" what="season" error={setup.error} />;
  const d = setup.data;
  const close = () => setOpen(null);
  const done = (text: string, links?: SaidLink[]) => setSaid({ severity: 'success', text, links });
  const failed = (text: string) => setSaid({ severity: 'error', text });

  return (
    <>
      <PageTitle>{`Draw: ${d.season.name}`}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <SectionCard title="Time slots">
        <Typography sx={{ mt: 1 }}>
          When and where the season’s games can be played: each venue’s start times on a weekday, and its
          courts; and slots on one date only, such as a catch-up night or a borrowed venue.
        </Typography>
        <Box sx={{ my: 1 }}>
          <Button
            variant="contained"
            disabled={d.venues.length === 0}
            onClick={() => setOpen({ kind: 'slot', slot: null })}
          >
            Add time slots
          </Button>
        </Box>
        <Slots setup={d} onOpen={setOpen} />
        <OneOffSlots setup={d} onOpen={setOpen} />
      </SectionCard>
      <SectionCard title="Blackout dates">
        <Typography sx={{ mt: 1 }}>Dates with no games, at every venue or one.</Typography>
        <Box sx={{ my: 1 }}>
          <Button variant="contained" onClick={() => setOpen({ kind: 'blackout' })}>
            Add blackout dates
          </Button>
        </Box>
        <Blackouts setup={d} onOpen={setOpen} />
        <PublicHolidays setup={d} onDone={done} onFailed={failed} />
      </SectionCard>
      <SectionCard title="Court closures">
        <CourtClosures
          from={d.season.start_date}
          venues={d.venues}
          what={`${d.season.name} court closures`}
          onDone={done}
        />
      </SectionCard>
      <SectionCard title="Generate a draft">
        <GenerateForm setup={d} />
      </SectionCard>
      <SectionCard title="Published games">
        <PublishedGames setup={d} onDone={done} />
      </SectionCard>
      <SectionCard title="Repair the published draw">
        {/* A closure's link opens the repair for its day, on this page too: a fresh form. */}
        <RepairForm key={closureDate ?? ''} setup={d} closureDate={closureDate} />
      </SectionCard>
      <SectionCard title="Finals">
        <FinalsForm setup={d} />
      </SectionCard>
      <SectionCard title="The draw as a file">
        <DrawFile setup={d} />
      </SectionCard>
      <SectionCard title="Drafts">
        <Drafts setup={d} />
      </SectionCard>
      {open?.kind === 'slot' && (
        <SlotDialog
          seasonId={seasonId}
          slot={open.slot}
          season={d.season}
          venues={d.venues}
          onDone={done}
          onClose={close}
        />
      )}
      {open?.kind === 'delete-slot' && (
        <ConfirmDialog
          title={`Remove the time slots ${slotName(open.slot)}?`}
          confirmText="Remove time slots"
          onConfirm={async () => {
            await deleteSlot.mutateAsync(open.slot.id);
            done(`Time slots removed: ${slotName(open.slot)}.`);
          }}
          onClose={close}
        >
          The next draft cannot use them. Games already published stay where they are.
        </ConfirmDialog>
      )}
      {open?.kind === 'blackout' && (
        <BlackoutDialog seasonId={seasonId} venues={d.venues} onDone={done} onClose={close} />
      )}
      {open?.kind === 'delete-blackout' && (
        <ConfirmDialog
          title={`Remove the blackout ${open.blackout.reason}?`}
          confirmText="Remove blackout"
          onConfirm={async () => {
            await deleteBlackout.mutateAsync(open.blackout.id);
            done(`Blackout removed: ${blackoutDates(open.blackout)}, ${open.blackout.reason}.`);
          }}
          onClose={close}
        >
          The next draft may place games on {blackoutDates(open.blackout)} again.
        </ConfirmDialog>
      )}
    </>
  );
}

/** The columns of a slots grid: the weekly one starts with the weekday, the one-off one with the date. */
function slotColumns(onOpen: (open: Open) => void, oneOff: boolean): GridColDef<TDrawSlot>[] {
  return [
    { field: 'venue', headerName: 'Venue', flex: 1, minWidth: 160 },
    oneOff
      ? {
          field: 'on_date',
          headerName: 'Date',
          width: 140,
          // Sorted by the date (YYYY-MM-DD), shown with its weekday.
          valueFormatter: (_v, row) => slotDay(row),
        }
      : {
          field: 'weekday',
          headerName: 'Weekday',
          width: 110,
          valueFormatter: (value: number) => weekdayName(value),
        },
    {
      field: 'start_times',
      headerName: 'Start times',
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) => row.start_times.join(', '),
    },
    {
      field: 'game_minutes',
      headerName: 'Game length',
      width: 110,
      valueFormatter: (value: number) => `${value} min`,
    },
    {
      field: 'courts',
      headerName: 'Courts (in fill order)',
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => row.courts.map((c) => c.name).join(', '),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Change',
      width: 100,
      getActions: ({ row }) => [
        changeAction(`Change the time slots ${slotName(row)}`, () => onOpen({ kind: 'slot', slot: row })),
        removeAction(`Remove the time slots ${slotName(row)}`, () =>
          onOpen({ kind: 'delete-slot', slot: row }),
        ),
      ],
    },
  ];
}

function Slots({ setup, onOpen }: { setup: TDrawSetup; onOpen: (open: Open) => void }) {
  const columns = useMemo(() => slotColumns(onOpen, false), [onOpen]);
  const weekly = setup.slots.filter((s) => s.on_date === null);
  if (setup.venues.length === 0)
    return <Typography>The association has no venues yet, so there is nowhere to play.</Typography>;
  if (weekly.length === 0)
    return (
      <Typography>
        {setup.slots.length === 0
          ? 'No time slots yet: add the venues’ game times before generating a draw.'
          : 'No weekly time slots yet: only the ones on one date below.'}
      </Typography>
    );
  return (
    <DataGrid
      aria-label="Time slots"
      rows={weekly}
      columns={columns}
      {...consoleGrid(`${setup.season.name} time slots`, weekly.length)}
    />
  );
}

/** Slots on one date only (catch-up nights, a borrowed venue), by date, apart from the weekly ones. */
function OneOffSlots({ setup, onOpen }: { setup: TDrawSetup; onOpen: (open: Open) => void }) {
  const columns = useMemo(() => slotColumns(onOpen, true), [onOpen]);
  const oneOff = setup.slots.filter((s) => s.on_date !== null);
  return (
    <Box component="section" aria-labelledby="one-off-slots" sx={{ mt: 3 }}>
      <Typography id="one-off-slots" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Time slots on one date
      </Typography>
      {oneOff.length === 0 ? (
        <Typography>
          None yet: add one with “On one date” for a catch-up night or a borrowed venue.
        </Typography>
      ) : (
        <DataGrid
          aria-label="Time slots on one date"
          rows={oneOff}
          columns={columns}
          {...consoleGrid(`${setup.season.name} time slots on one date`, oneOff.length)}
        />
      )}
    </Box>
  );
}

function Blackouts({ setup, onOpen }: { setup: TDrawSetup; onOpen: (open: Open) => void }) {
  const columns = useMemo<GridColDef<TBlackout>[]>(
    () => [
      {
        field: 'from_date',
        headerName: 'Dates',
        minWidth: 240,
        flex: 1,
        // Sorted by the first date (YYYY-MM-DD), shown with the last.
        valueFormatter: (_v, row) => blackoutDates(row),
      },
      {
        field: 'kind',
        headerName: 'Kind',
        width: 140,
        valueFormatter: (value: TBlackout['kind']) => BLACKOUT_KIND_LABEL[value],
      },
      { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 180 },
      {
        field: 'venue',
        headerName: 'Venue',
        width: 180,
        valueFormatter: (value: string | null) => value ?? 'Every venue',
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Remove',
        width: 80,
        getActions: ({ row }) => [
          removeAction(`Remove the blackout ${row.reason}, ${blackoutDates(row)}`, () =>
            onOpen({ kind: 'delete-blackout', blackout: row }),
          ),
        ],
      },
    ],
    [onOpen],
  );
  if (setup.blackouts.length === 0) return <Typography>No blackout dates yet.</Typography>;
  return (
    <DataGrid
      aria-label="Blackout dates"
      rows={setup.blackouts}
      columns={columns}
      {...consoleGrid(`${setup.season.name} blackout dates`, setup.blackouts.length)}
    />
  );
}

/** The state's public holidays in the season's year, each added as a blackout with one button. */
function PublicHolidays({
  setup,
  onDone,
  onFailed,
}: {
  setup: TDrawSetup;
  onDone: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const create = useCreateBlackout();
  const title = `Public holidays in ${setup.state}`;
  const add = (holiday: TDrawSetup['public_holidays'][number]) => {
    create
      .mutateAsync({ seasonId: setup.season.id, ...holidayBlackout(holiday) })
      .then(() => onDone(`Blackout added: ${dayAndDate(holiday.date)}, ${holiday.name}.`))
      .catch((err: unknown) =>
        onFailed(err instanceof ApiError ? err.message : 'Could not add the holiday. Please try again.'),
      );
  };
  return (
    <Box component="section" aria-labelledby="public-holidays" sx={{ mt: 3 }}>
      <Typography id="public-holidays" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {setup.public_holidays.length === 0 ? (
        <Typography>No public holiday falls in the season’s year.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {setup.public_holidays.map((h) => (
            <Box
              component="li"
              key={h.date + h.name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                flexWrap: 'wrap',
                columnGap: 2,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography component="span" sx={{ minWidth: '8rem' }}>
                {dayAndDate(h.date)}
              </Typography>
              <Typography component="span" sx={{ flex: '1 1 10rem' }}>
                {h.name}
              </Typography>
              {h.added ? (
                <Typography component="span" sx={{ color: 'text.secondary', px: 1 }}>
                  Added
                </Typography>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={create.isPending}
                  aria-label={`Add ${h.name} (${dayAndDate(h.date)}) as a blackout`}
                  onClick={() => add(h)}
                >
                  Add
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Drafts({ setup }: { setup: TDrawSetup }) {
  const timeZone = useSettings().data?.time_zone;
  const columns = useMemo<GridColDef<Draft>[]>(
    () => [
      {
        field: 'id',
        headerName: 'Draft',
        width: 100,
        renderCell: ({ row, tabIndex }) => (
          <Link component={RouterLink} to={draftPath(row.id)} tabIndex={tabIndex}>
            Draft {row.id}
          </Link>
        ),
      },
      {
        field: 'kind',
        headerName: 'Kind',
        width: 110,
        valueFormatter: (value: Draft['kind']) => DRAFT_KIND_TEXT[value],
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 170,
        valueFormatter: (value: Draft['status']) => DRAFT_STATUS_TEXT[value],
      },
      {
        field: 'divisions',
        headerName: 'Divisions',
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, row) => row.divisions.join(', '),
      },
      { field: 'created_by', headerName: 'Made by', width: 150 },
      {
        field: 'created_at',
        headerName: 'Made',
        width: 170,
        valueFormatter: (value: string) =>
          new Date(value).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
      },
    ],
    [timeZone],
  );
  if (setup.drafts.length === 0) return <Typography sx={{ mt: 1 }}>No drafts yet.</Typography>;
  return (
    <>
      <Typography sx={{ my: 1 }}>The latest drafts of the season, newest first.</Typography>
      <DataGrid
        aria-label="Drafts"
        rows={setup.drafts}
        columns={columns}
        {...consoleGrid(`${setup.season.name} drafts`, setup.drafts.length)}
      />
    </>
  );
}
