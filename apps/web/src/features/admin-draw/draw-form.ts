// The Draw screens' rules, kept pure so they are tested without a browser: the forms (time
// slots, blackout dates, generating and repairing a draft, finals) as typed and
// the bodies the API takes,
// checked first with the form's own wording and then with the contracts; and how weekdays,
// dates, draft actions and a publish's outcome read.
import { WEEKDAY_NAMES } from '@courtside/contracts';
import {
  ZBlackoutInput,
  ZDrawFinals,
  ZDrawGenerate,
  ZDrawRepair,
  ZDrawSlotInput,
  type TBlackoutInput,
  type TDraftAction,
  type TDraftGame,
  type TDrawDraft,
  type TDrawFinals,
  type TDrawGenerate,
  type TDrawPublished,
  type TDrawRepair,
  type TDrawSetup,
  type TDrawSlot,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { formOf } from '../../components/console/form-schema';
import { checkDate, checkOrder } from '../../components/form/iso-date';
import { weekdayAndDate } from '../../lib/calendar-dates';
import { timesOfText } from '../../lib/time-of-day';

// ---- How things read ---------------------------------------------------------------------

/** 0 = Sunday ... 6 = Saturday, as the contracts number weekdays. */
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday] ?? `Day ${weekday}`;

/** YYYY-MM-DD as the association reads dates: 02/03/2027. */
export const formatIsoDate = (iso: string) => iso.split('-').reverse().join('/');

/** A date with its weekday: 'Mon 26/01/2027'. */
export const dayAndDate = (iso: string) => weekdayAndDate(iso, 'short');

/** A blackout's dates: one day, or the first and last. */
export const blackoutDates = (b: { from_date: string; to_date: string }) =>
  b.from_date === b.to_date
    ? dayAndDate(b.from_date)
    : `${dayAndDate(b.from_date)} to ${dayAndDate(b.to_date)}`;

/** A blackout's kind as the console lists it. */
export const BLACKOUT_KIND_LABEL: Record<TBlackoutInput['kind'], string> = {
  public_holiday: 'Public holiday',
  school_holiday: 'School holidays',
  other: 'Other',
};

/** What publishing does to each game, in words. */
export const ACTION_TEXT: Record<TDraftAction, string> = {
  create: 'New',
  move: 'Moved',
  keep: 'Kept',
  remove: 'Removed',
  unplaced: 'Unplaced',
};

export const DRAFT_KIND_TEXT: Record<TDrawDraft['kind'], string> = {
  generate: 'New draw',
  repair: 'Repair',
  finals: 'Finals',
};

export const DRAFT_STATUS_TEXT: Record<TDrawDraft['status'], string> = {
  generating: 'Being generated',
  draft: 'Draft (not published)',
  failed: 'Could not be generated',
  published: 'Published',
  discarded: 'Discarded',
};

/** A side of a game: its team, or (a final not yet decided) where the team comes from. */
export const sideText = (team: string | null, rank: string | null | undefined) =>
  team ?? rank ?? 'to be decided';

/** A game as one line: 'U12 Mixed, round 3: Ants v Bees' (a bye: 'Ants, bye'). */
export function gameText(
  game: Pick<TDraftGame, 'division' | 'round' | 'team_a' | 'team_b' | 'bye'> &
    Partial<Pick<TDraftGame, 'rank_label_a' | 'rank_label_b'>>,
) {
  const teams = game.bye
    ? `${game.bye}, bye`
    : `${sideText(game.team_a, game.rank_label_a)} v ${sideText(game.team_b, game.rank_label_b)}`;
  return `${game.division}, round ${game.round}: ${teams}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the server says publishing did. */
export const publishedText = (
  p: Pick<
    TDrawPublished,
    'created' | 'moved' | 'removed' | 'emailed' | 'season_active' | 'officials_emailed'
  >,
) =>
  `Published: ${plural(p.created, 'new game', 'new games')}, ${p.moved} moved, ${p.removed} removed. ` +
  (p.season_active
    ? `${plural(p.emailed, 'manager was', 'managers were')} emailed.`
    : 'The season is inactive: the public draw does not show it and no manager was emailed.') +
  (p.officials_emailed > 0
    ? ` ${plural(p.officials_emailed, 'official was', 'officials were')} emailed about games taken off them.`
    : '');

/** A division's line in the generate form: its name and what it holds. */
export const divisionChoiceText = (d: TDrawSetup['divisions'][number]) =>
  `${d.name} (${plural(d.teams, 'team', 'teams')}, ${plural(d.games, 'game', 'games')}, ${d.played} played)`;

// ---- Dates as the pickers give them --------------------------------------------------------

const optionalDate = (text: string) => (text === '' ? undefined : text);

// ---- Time slots ----------------------------------------------------------------------------

/** When a slot's games are played: its weekday every week, or its one date. */
export const slotDay = (slot: Pick<TDrawSlot, 'weekday' | 'on_date'>) =>
  slot.on_date ? dayAndDate(slot.on_date) : weekdayName(slot.weekday);

/** The time slots dialog as typed: the start times as a comma list, numbers as text. */
export interface SlotForm {
  venue_id: string;
  /** 'weekly': every week on the weekday; 'once': on the date alone (a catch-up night). */
  repeat: 'weekly' | 'once';
  weekday: string;
  /** YYYY-MM-DD from the date picker ('' while empty), for a slot on one date. */
  on_date: string;
  start_times: string;
  game_minutes: string;
  /** The venue's courts ticked, in the venue's order (the order they fill). */
  court_ids: number[];
}

/** The dialog's fields for a slot, or for new ones (on one date when `once` is given). */
export const slotFormOf = (slot: TDrawSlot | null, once?: { on_date: string }): SlotForm =>
  slot
    ? {
        venue_id: String(slot.venue_id),
        repeat: slot.on_date ? 'once' : 'weekly',
        weekday: slot.on_date ? '' : String(slot.weekday),
        on_date: slot.on_date ?? '',
        start_times: slot.start_times.join(', '),
        game_minutes: String(slot.game_minutes),
        court_ids: slot.courts.map((c) => c.id),
      }
    : {
        venue_id: '',
        repeat: once ? 'once' : 'weekly',
        weekday: '',
        on_date: once?.on_date ?? '',
        start_times: '',
        game_minutes: '',
        court_ids: [],
      };

/** The body of POST /draw/slots and PUT /draw/slots/:id; start times in time order. */
export const slotInputOf = (form: SlotForm): z.input<typeof ZDrawSlotInput> => ({
  venue_id: Number(form.venue_id),
  ...(form.repeat === 'once' ? { on_date: form.on_date } : { weekday: Number(form.weekday), on_date: null }),
  start_times: (timesOfText(form.start_times) ?? []).sort(),
  game_minutes: /^\s*\d+\s*$/.test(form.game_minutes) ? Number(form.game_minutes) : 0.5,
  court_ids: form.court_ids,
});

export const ZSlotForm = z.pipe(
  z.pipe(
    formOf<SlotForm>(
      z
        .looseObject({
          venue_id: z.string().check(z.regex(/^\d+$/, 'Choose the venue.')),
          repeat: z.enum(['weekly', 'once']),
          weekday: z.string(),
          on_date: z.string(),
          start_times: z
            .string()
            .check(
              z.refine(
                (t) => timesOfText(t) !== null,
                'Type times as HH:mm (24-hour), separated by commas, such as 09:00, 10:00.',
              ),
            ),
          game_minutes: z
            .string()
            .check(z.regex(/^\s*\d{1,3}\s*$/, 'Type the minutes a game takes, such as 50.')),
        })
        .check(
          z.superRefine((f, ctx) => {
            if (f.repeat === 'once') checkDate(ctx, f.on_date, 'on_date', 'Give the date.');
            else if (!/^[0-6]$/.test(f.weekday))
              ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Choose the weekday.' });
          }),
        ),
    ),
    z.transform((form) => slotInputOf(form)),
  ),
  ZDrawSlotInput,
);

// ---- Blackout dates ------------------------------------------------------------------------

export interface BlackoutForm {
  kind: string;
  from_date: string;
  to_date: string;
  reason: string;
  /** '' for every venue. */
  venue_id: string;
}

export const NEW_BLACKOUT: BlackoutForm = { kind: '', from_date: '', to_date: '', reason: '', venue_id: '' };

export const blackoutInputOf = (form: BlackoutForm): TBlackoutInput => ({
  kind: form.kind as TBlackoutInput['kind'],
  from_date: form.from_date,
  ...(form.to_date !== '' && { to_date: form.to_date }),
  reason: form.reason.trim(),
  venue_id: form.venue_id === '' ? null : Number(form.venue_id),
});

/** A public holiday the screen offers, as a blackout of that day at every venue. */
export const holidayBlackout = (holiday: { date: string; name: string }): TBlackoutInput => ({
  kind: 'public_holiday',
  from_date: holiday.date,
  reason: holiday.name,
  venue_id: null,
});

export const ZBlackoutForm = z.pipe(
  z.pipe(
    formOf<BlackoutForm>(
      z
        .looseObject({
          kind: z.string().check(z.minLength(1, 'Choose the kind.')),
          from_date: z.string(),
          to_date: z.string(),
        })
        .check(
          z.superRefine((f, ctx) => {
            checkDate(ctx, f.from_date, 'from_date', 'Give the first date.');
            checkDate(ctx, f.to_date, 'to_date', null);
            checkOrder(ctx, f.from_date, f.to_date, 'to_date');
          }),
        ),
    ),
    z.transform((form): z.input<typeof ZBlackoutInput> => blackoutInputOf(form)),
  ),
  ZBlackoutInput,
);

// ---- Finals ----------------------------------------------------------------------------------

export interface FinalsForm {
  division_id: string;
  /** '' for the day after the division's last regular game. */
  first_date: string;
  /** Why finals are drawn while regular games have no result ('' when the ladder is final). */
  reason: string;
}

export const NEW_FINALS: FinalsForm = { division_id: '', first_date: '', reason: '' };

export const finalsOf = (form: FinalsForm): TDrawFinals & { divisionId: number } => {
  const from = optionalDate(form.first_date);
  const reason = (form.reason ?? '').trim();
  return {
    divisionId: Number(form.division_id),
    ...(from !== undefined && { from_date: from }),
    ...(reason !== '' && { reason }),
  };
};

export const ZFinalsForm = z.pipe(
  z.pipe(
    formOf<FinalsForm>(
      z
        .looseObject({
          division_id: z.string().check(z.minLength(1, 'Choose the division.')),
          first_date: z.string(),
          reason: z.optional(z.string().check(z.maxLength(200, 'Keep the reason to 200 characters.'))),
        })
        .check(z.superRefine((f, ctx) => checkDate(ctx, f.first_date, 'first_date', null))),
    ),
    z.transform((form): z.input<typeof ZDrawFinals> & { divisionId: number } => finalsOf(form)),
  ),
  z.extend(ZDrawFinals, { divisionId: z.number() }),
);

export const FINALS_RENAME = { from_date: 'first_date' };

// ---- A draw from a file ----------------------------------------------------------------------

/**
 * The import's refusal, line by line ('line 3: Team Ants is not in U12 Mixed.'), in file order;
 * the file's own faults first.
 */
export function importProblems(errors: Record<string, string[]>): string[] {
  const order = (key: string) => (key === 'file' ? -1 : Number(/\d+/.exec(key)?.[0] ?? 0));
  return Object.keys(errors)
    .sort((a, b) => order(a) - order(b))
    .flatMap((key) =>
      (errors[key] ?? []).map((text) =>
        key === 'file' ? text : `${key[0]!.toUpperCase()}${key.slice(1)}: ${text}`,
      ),
    );
}

// ---- Generating a draft --------------------------------------------------------------------

export interface GenerateForm {
  division_ids: number[];
  /** The first and last dates games may be on ('': the season's start, a year after it). */
  first_date: string;
  last_date: string;
}

export const NEW_GENERATE: GenerateForm = { division_ids: [], first_date: '', last_date: '' };

export const generateOf = (form: GenerateForm): TDrawGenerate => {
  const from = optionalDate(form.first_date);
  const to = optionalDate(form.last_date);
  return {
    division_ids: form.division_ids,
    ...(from !== undefined && { from_date: from }),
    ...(to !== undefined && { to_date: to }),
  };
};

export const ZGenerateForm = z.pipe(
  z.pipe(
    formOf<GenerateForm>(
      z.looseObject({ first_date: z.string(), last_date: z.string() }).check(
        z.superRefine((f, ctx) => {
          checkDate(ctx, f.first_date, 'first_date', null);
          checkDate(ctx, f.last_date, 'last_date', null);
          checkOrder(ctx, f.first_date, f.last_date, 'last_date');
        }),
      ),
    ),
    z.transform((form): z.input<typeof ZDrawGenerate> => generateOf(form)),
  ),
  ZDrawGenerate,
);

/** The server's names for the generate form's fields. */
export const GENERATE_RENAME = { from_date: 'first_date', to_date: 'last_date' };

// ---- Repairing the published draw ----------------------------------------------------------

export interface PickedTeam {
  team_id: number;
  team: string;
  division: string;
}

export interface RepairForm {
  /** '' when no games were washed out. */
  washout_date: string;
  /** '' for every venue. */
  washout_venue: string;
  withdrawn: PickedTeam[];
  repair_reason: string;
}

export const NEW_REPAIR: RepairForm = {
  washout_date: '',
  washout_venue: '',
  withdrawn: [],
  repair_reason: '',
};

export const repairOf = (form: RepairForm): TDrawRepair => ({
  ...(form.washout_date !== '' && {
    washout: {
      date: form.washout_date,
      ...(form.washout_venue !== '' && { venue_id: Number(form.washout_venue) }),
    },
  }),
  ...(form.withdrawn.length > 0 && { withdrawn_team_ids: form.withdrawn.map((t) => t.team_id) }),
  reason: form.repair_reason.trim(),
});

export const ZRepairForm = z.pipe(
  z.pipe(
    formOf<RepairForm>(
      z.looseObject({ washout_date: z.string(), washout_venue: z.string(), repair_reason: z.string() }).check(
        z.superRefine((f, ctx) => {
          checkDate(ctx, f.washout_date, 'washout_date', null);
          if (f.repair_reason.trim() === '')
            ctx.addIssue({
              code: 'custom',
              path: ['repair_reason'],
              message: 'Say why: the managers of moved games are told.',
            });
          if (f.washout_venue !== '' && f.washout_date === '')
            ctx.addIssue({
              code: 'custom',
              path: ['washout_date'],
              message: 'Give the date of the washout, or choose every venue.',
            });
        }),
      ),
    ),
    z.transform((form): z.input<typeof ZDrawRepair> => repairOf(form)),
  ),
  ZDrawRepair,
);

/** The server's names for the repair form's fields. */
export const REPAIR_RENAME = {
  reason: 'repair_reason',
  washout: 'washout_date',
  'washout.date': 'washout_date',
  'washout.venue_id': 'washout_venue',
  withdrawn_team_ids: 'withdrawn',
};

// ---- A draft -----------------------------------------------------------------------------

/** The games of a draft with one action ('' for every game). */
export const gamesWith = (games: readonly TDraftGame[], action: TDraftAction | '') =>
  action === '' ? [...games] : games.filter((g) => g.action === action);
