// /admin/draw-drafts/:id: a draft of the draw before it is published. What publishing would do
// (how many games are new, moved, kept, removed), every game no slot could take with the engine's
// reasons (first, so nobody publishes without reading them), the dates skipped, each game in a
// Data Grid (the draft is loaded whole: the grid sorts, filters and exports it itself), and the
// fairness report per team. A draft still in status draft is published (after asking) or
// discarded here; what the server did is said at the top.
import {
  DRAFT_ACTIONS,
  type TDraftAction,
  type TDraftGame,
  type TDrawDraft,
  type TDrawPublished,
  type TTeamFairness,
} from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { FormSelect } from '../../../components/form/FormSelect';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { useSettings } from '../../../lib/settings';
import { useDrawSetup } from '../../../components/console/draw-setup';
import { useDiscardDraft } from '../api/discard-draft';
import { useDraft } from '../api/get-draft';
import {
  ACTION_TEXT,
  dayAndDate,
  DRAFT_KIND_TEXT,
  DRAFT_STATUS_TEXT,
  formatIsoDate,
  gamesWith,
  gameText,
  publishedText,
  sideText,
} from '../draw-form';
import { ConsoleConfirmDialog as ConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { PublishDialog } from './PublishDialog';
import { SlotDialog } from './SlotDialog';
import { CatchUpDates } from './CatchUpDates';
import { SaidAlert, type Said } from '../../../components/SaidAlert';

export function DraftScreen({ draftId }: { draftId: number }) {
  const draft = useDraft(draftId);
  const discard = useDiscardDraft();
  const timeZone = useSettings().data?.time_zone;
  const [open, setOpen] = useState<'publish' | 'discard' | null>(null);
  const [said, setSaid] = useState<Said>(null);

  if (draft.isPending) return <Loading text="Loading the draft..." />;
  if (draft.isError)
    return (
      <LoadFailure
        title="Draft"
        what="draft"
        error={draft.error}
        back={<BackLink to="/admin/seasons">All seasons</BackLink>}
      />
    );
  const d = draft.data;
  const unplaced = gamesWith(d.games, 'unplaced');
  const close = () => setOpen(null);

  return (
    <>
      <BackLink to={`/admin/seasons/${d.season_id}/draw`}>The season’s draw</BackLink>
      <PageTitle>{`Draft ${d.id} (${DRAFT_KIND_TEXT[d.kind].toLowerCase()})`}</PageTitle>
      <DetailList
        items={[
          ['Status', DRAFT_STATUS_TEXT[d.status]],
          ['Divisions', d.divisions.map((x) => x.name).join(', ')],
          ['Made by', d.created_by],
          [
            'Made',
            new Date(d.created_at).toLocaleString('en-AU', {
              timeZone,
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          ],
          d.status === 'published' && [
            'Public draw',
            <Box component="span" key="links" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {d.divisions.map((x) => (
                <Link key={x.id} component={RouterLink} to={`/draw/${d.season_id}/${x.id}`}>
                  {x.name}
                </Link>
              ))}
            </Box>,
          ],
        ]}
      />
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      {(d.status === 'draft' || d.status === 'generating') && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {d.status === 'draft' && (
            <Button variant="contained" onClick={() => setOpen('publish')}>
              Publish draft
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setOpen('discard')}>
            Discard draft
          </Button>
        </Box>
      )}
      {d.status === 'generating' || d.status === 'failed' || (d.status === 'discarded' && !d.games.length) ? (
        <NotMade draft={d} />
      ) : (
        <Made draft={d} unplaced={unplaced} />
      )}
      {open === 'publish' && (
        <PublishDialog
          draftId={d.id}
          seasonId={d.season_id}
          seasonActive={d.season_active}
          unplaced={unplaced.length}
          onPublished={(outcome: TDrawPublished) =>
            setSaid({ severity: 'success', text: publishedText(outcome) })
          }
          onClose={close}
        />
      )}
      {open === 'discard' && (
        <ConfirmDialog
          title="Discard this draft?"
          confirmText="Discard draft"
          onConfirm={async () => {
            await discard.mutateAsync(d.id);
            setSaid({ severity: 'success', text: 'Draft discarded: the published draw is unchanged.' });
          }}
          onClose={close}
        >
          It stays in the list of drafts but can no longer be published.
        </ConfirmDialog>
      )}
    </>
  );
}

/** What a made draft holds: the counts, the unplaced games, the dates skipped, the games and fairness. */
function Made({ draft: d, unplaced }: { draft: TDrawDraft; unplaced: TDraftGame[] }) {
  return (
    <>
      <Counts draft={d} />
      <Unplaced games={unplaced} draft={d} />
      <OfficialsAffected draft={d} />
      <SectionCard title="Dates skipped">
        {d.skipped_dates.length === 0 ? (
          <Typography sx={{ mt: 1 }}>No date was skipped.</Typography>
        ) : (
          <>
            <Typography sx={{ mt: 1 }}>
              Dates a division would have played on, but every slot was blacked out or closed:
            </Typography>
            <Box component="ul" sx={{ pl: 3 }}>
              {d.skipped_dates.map((s) => (
                <li key={`${s.division}|${s.date}`}>
                  <strong>
                    {dayAndDate(s.date)}, {s.division}
                  </strong>
                  : {s.reasons.join('; ')}
                </li>
              ))}
            </Box>
          </>
        )}
      </SectionCard>
      <SectionCard title="Games">
        <Games draft={d} />
      </SectionCard>
      <SectionCard title="Fairness per team">
        <Fairness draft={d} />
      </SectionCard>
    </>
  );
}

/** The officials allocated to games the draft moves or removes: publishing takes them off and emails them. */
function OfficialsAffected({ draft }: { draft: TDrawDraft }) {
  const officials = draft.officials_affected;
  if (officials.length === 0) return null;
  return (
    <Alert severity="info" role="region" aria-labelledby="officials-title" sx={{ mb: 2 }}>
      <AlertTitle id="officials-title" component="h2">
        {officials.length === 1 ? '1 official loses a game' : `${officials.length} officials lose games`}
      </AlertTitle>
      <Typography variant="body2">
        Publishing takes them off these games and emails them; allocate officials to the new times afterwards.
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 0 }}>
        {officials.map((o) => (
          <li key={`${o.game_id}|${o.name}|${o.role}`}>
            <strong>{o.name}</strong> ({o.role}): {o.game}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** A generated draft the server's job is still placing, could not make, or was discarded before. */
function NotMade({ draft }: { draft: TDrawDraft }) {
  if (draft.status === 'discarded')
    return <Typography sx={{ mb: 2 }}>Discarded before its games were placed.</Typography>;
  if (draft.status === 'failed')
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>This draft could not be generated</AlertTitle>
        {draft.failure} Change what it says on{' '}
        <Link component={RouterLink} to={`/admin/seasons/${draft.season_id}/draw`}>
          the season’s draw
        </Link>{' '}
        and generate again.
      </Alert>
    );
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>
        Placing the games: this page shows them as soon as they are placed (a whole season takes a few
        seconds).
      </Typography>
    </Box>
  );
}

/** How many games each action touches, as a row of figures (two columns on a phone). */
function Counts({ draft }: { draft: TDrawDraft }) {
  return (
    <SectionCard title="What publishing does">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
          gap: 1,
          mt: 1,
          mb: 0,
        }}
      >
        {DRAFT_ACTIONS.map((action) => (
          <Box
            key={action}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, textAlign: 'center' }}
          >
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {action === 'create' ? 'New games' : ACTION_TEXT[action]}
            </Box>
            <Box component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600 }}>
              {draft.counts[action] ?? 0}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

/**
 * Every game no slot could take, with the engine's reasons and, while the draft is open, the
 * catch-up dates with free slots both teams can take: the draft explaining itself. Staff add a
 * time slot on one date (a catch-up night) from here; the dates offered follow at once.
 */
function Unplaced({ games, draft }: { games: TDraftGame[]; draft: TDrawDraft }) {
  const decided = draft.status !== 'draft';
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  if (games.length === 0)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        Every game is placed.
      </Alert>
    );
  const n = games.length;
  return (
    <Alert severity="warning" role="region" aria-labelledby="unplaced-title" sx={{ mb: 2 }}>
      <AlertTitle id="unplaced-title" component="h2">
        {n} {n === 1 ? 'game' : 'games'} found no slot
      </AlertTitle>
      <Typography variant="body2">
        {decided
          ? `The draft was decided without ${n === 1 ? 'it' : 'them'}.`
          : `Publishing leaves ${n === 1 ? 'it' : 'them'} out of the draw.`}{' '}
        To place {n === 1 ? 'it' : 'them'}, change what the engine says stood in the way (time slots, blackout
        dates, team limits) and make a new draft, or place {n === 1 ? 'it' : 'each'} on a catch-up date below
        (add a time slot on one date for a catch-up night).
      </Typography>
      <Box component="ul" aria-label="Games with no slot" sx={{ pl: 3, mb: 0 }}>
        {games.map((g) => (
          <li key={g.id}>
            <strong>{gameText(g)}</strong>
            {g.reasons.length === 0 ? (
              ': no reason was given.'
            ) : (
              <Box component="ul" sx={{ pl: 3 }}>
                {g.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </Box>
            )}
            {!decided && <CatchUpDates draftId={draft.id} game={g} />}
          </li>
        ))}
      </Box>
      {!decided && (
        <>
          <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setAdding(true)}>
            Add a time slot on one date
          </Button>
          {added && (
            <Typography role="status" variant="body2" sx={{ mt: 1 }}>
              {added}
            </Typography>
          )}
        </>
      )}
      {adding && (
        <CatchUpSlotDialog seasonId={draft.season_id} onDone={setAdded} onClose={() => setAdding(false)} />
      )}
    </Alert>
  );
}

/** The time slots dialog set to one date, with the season's venues. */
function CatchUpSlotDialog({
  seasonId,
  onDone,
  onClose,
}: {
  seasonId: number;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const setup = useDrawSetup(seasonId);
  if (!setup.data) return null;
  return (
    <SlotDialog
      seasonId={seasonId}
      slot={null}
      once={{ on_date: '' }}
      season={setup.data.season}
      venues={setup.data.venues}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

type ActionFilter = { action: TDraftAction | '' };

function Games({ draft }: { draft: TDrawDraft }) {
  const { control, watch } = useForm<ActionFilter>({ defaultValues: { action: '' } });
  const action = watch('action');
  const rows = gamesWith(draft.games, action);
  const columns = useMemo<GridColDef<TDraftGame>[]>(
    () => [
      {
        field: 'action',
        headerName: 'Action',
        width: 100,
        valueGetter: (_v, row) => ACTION_TEXT[row.action],
      },
      { field: 'division', headerName: 'Division', flex: 1, minWidth: 150 },
      { field: 'round', headerName: 'Round', type: 'number', width: 75 },
      {
        field: 'date',
        headerName: 'Date',
        width: 110,
        valueFormatter: (value: string | null) => (value ? formatIsoDate(value) : ''),
      },
      { field: 'time', headerName: 'Time', width: 75 },
      { field: 'venue', headerName: 'Venue', flex: 1, minWidth: 150 },
      { field: 'court', headerName: 'Court', width: 100 },
      {
        field: 'team_a',
        headerName: 'Team A',
        flex: 1,
        minWidth: 140,
        valueGetter: (_v, row) => (row.bye ? '' : sideText(row.team_a, row.rank_label_a)),
      },
      {
        field: 'team_b',
        headerName: 'Team B',
        flex: 1,
        minWidth: 140,
        valueGetter: (_v, row) => (row.bye ? '' : sideText(row.team_b, row.rank_label_b)),
      },
      { field: 'bye', headerName: 'Bye', width: 130 },
      { field: 'duty', headerName: 'Duty', width: 130 },
      {
        field: 'double_points',
        headerName: 'Double points',
        width: 110,
        valueGetter: (_v, row) => (row.double_points ? 'Yes' : ''),
      },
      { field: 'from', headerName: 'Moved from', flex: 1, minWidth: 210 },
    ],
    [],
  );
  return (
    <>
      <Box sx={{ maxWidth: { sm: '20rem' } }}>
        <FormSelect
          name="action"
          control={control}
          label="Show"
          placeholder={`Every game (${draft.games.length})`}
          options={DRAFT_ACTIONS.filter((a) => (draft.counts[a] ?? 0) > 0).map((a) => ({
            value: a,
            text: `${ACTION_TEXT[a]} (${draft.counts[a]})`,
          }))}
        />
      </Box>
      <DataGrid
        aria-label="Games of the draft"
        rows={rows}
        columns={columns}
        autoHeight
        density="compact"
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        pageSizeOptions={[25, 50, 100]}
        hideFooter={rows.length <= 50}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: `Draft ${draft.id} games`, allColumns: false },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </>
  );
}

function Fairness({ draft }: { draft: TDrawDraft }) {
  const columns = useMemo<GridColDef<TTeamFairness>[]>(() => {
    const division = new Map(draft.divisions.map((d) => [d.id, d.name]));
    const count = (
      field: keyof TTeamFairness,
      headerName: string,
      width = 90,
    ): GridColDef<TTeamFairness> => ({
      field,
      headerName,
      type: 'number',
      width,
    });
    return [
      { field: 'name', headerName: 'Team', flex: 1, minWidth: 150 },
      {
        field: 'division_id',
        headerName: 'Division',
        flex: 1,
        minWidth: 140,
        valueGetter: (_v, row) => division.get(row.division_id) ?? '',
      },
      count('games', 'Games', 80),
      count('unplaced', 'Unplaced'),
      count('byes', 'Byes', 70),
      count('early_games', 'Early', 70),
      count('late_games', 'Late', 70),
      count('duties', 'Duties', 75),
      count('venue_changes', 'Venue changes', 120),
      count('longest_home_run', 'Longest home run', 140),
      count('longest_away_run', 'Longest away run', 140),
    ];
  }, [draft.divisions]);
  if (draft.fairness.length === 0)
    return (
      <Typography sx={{ mt: 1 }}>
        {draft.kind === 'repair'
          ? 'A repair moves few games: it has no fairness report.'
          : 'The draft has no teams to report on.'}
      </Typography>
    );
  const duty = draft.duty_coverage;
  return (
    <>
      {duty && duty.games > 0 && (
        <Typography sx={{ my: 1 }}>
          <strong>Duty teams: {Math.floor((100 * duty.with_duty_team) / duty.games)}% of games</strong> (
          {duty.with_duty_team} of {duty.games});{' '}
          {duty.teams_on_duty_twice_a_day === 0
            ? 'no team is on duty twice a day.'
            : `${duty.teams_on_duty_twice_a_day} times a team is on duty twice a day.`}
        </Typography>
      )}
      <Typography sx={{ my: 1 }}>
        Early and late games are at the first and last start time of their day. A run is games in a row at
        home (named first) or away.
      </Typography>
      <DataGrid
        aria-label="Fairness per team"
        rows={draft.fairness}
        getRowId={(row) => row.team_id}
        columns={columns}
        autoHeight
        disableVirtualization
        density="compact"
        disableRowSelectionOnClick
        hideFooter={draft.fairness.length <= 100}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: `Draft ${draft.id} fairness`, allColumns: false },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </>
  );
}
