// The "Enter a team" form's rules, kept pure: its values, its checks in the form's words (then the
// contract's), the body it sends, the divisions a waitlist division's team may prefer (as the
// wizard offers them) and the sentence saying what the entry did.
import { taxIncludedCents } from '@courtside/contracts';
import {
  TEAM_ENTRY_DUE_DAYS,
  ZTeamEntry,
  type TSeasonDetail,
  type TTeamEntryOutcome,
} from '@courtside/contracts/admin';
import { z } from 'zod/mini';
import { formatCents } from '../../lib/money';

export interface TeamEntryForm {
  team_name: string;
  manager_id: string;
  season_id: string;
  division_id: string;
  preferred_division_id: string;
  reason: string;
}

export const TEAM_ENTRY_FIELDS = [
  'team_name',
  'manager_id',
  'season_id',
  'division_id',
  'preferred_division_id',
  'reason',
] as const;

export const newTeamEntryForm = (seasonId: number | undefined): TeamEntryForm => ({
  team_name: '',
  manager_id: '',
  season_id: seasonId === undefined ? '' : String(seasonId),
  division_id: '',
  preferred_division_id: '',
  reason: '',
});

const picked = (message: string) => z.string().check(z.minLength(1, message));

/** The form's own checks (each under its field), then the body, checked with the contract. */
export const ZTeamEntryForm = z.pipe(
  z.pipe(
    z.object({
      team_name: z.string().check(z.trim(), z.minLength(1, 'Enter the team name')),
      manager_id: picked('Find the manager by name and pick them from the list.'),
      season_id: picked('Choose the season.'),
      division_id: picked('Choose the division.'),
      preferred_division_id: z.string(),
      reason: z.string(),
    }),
    z.transform((v): Record<string, unknown> => teamEntryOf(v)),
  ),
  ZTeamEntry,
);

export const teamEntryOf = (v: TeamEntryForm) => ({
  team_name: v.team_name.trim(),
  manager_id: Number(v.manager_id),
  season_id: Number(v.season_id),
  division_id: Number(v.division_id),
  ...(v.preferred_division_id && { preferred_division_id: Number(v.preferred_division_id) }),
  ...(v.reason.trim() && { reason: v.reason.trim() }),
});

type Division = TSeasonDetail['grades'][number]['groups'][number]['divisions'][number];

/** The season's division of that id. */
export const divisionOf = (season: TSeasonDetail | undefined, id: string): Division | undefined =>
  season?.grades
    .flatMap((g) => g.groups.flatMap((group) => group.divisions))
    .find((d) => String(d.id) === id);

/** What a waitlist division's team may prefer: the other active divisions of its group that are not waitlists. */
export const preferredChoices = (season: TSeasonDetail | undefined, d: Division | undefined): Division[] =>
  !season || !d?.waitlist
    ? []
    : season.grades
        .flatMap((g) => g.groups.flatMap((group) => group.divisions))
        .filter((o) => o.group_id === d.group_id && o.id !== d.id && !o.waitlist && o.status === 'active');

/** The fee the division bills, with the GST inside it. */
export const feeText = (d: Division, taxRate: number) =>
  d.nomination_price_cents > 0
    ? `Billed on an invoice to the team, due in ${TEAM_ENTRY_DUE_DAYS} days: the nomination fee of ${formatCents(d.nomination_price_cents)} (GST ${formatCents(taxIncludedCents(d.nomination_price_cents, taxRate))}). When the division is full the team joins its waitlist, billed once it is offered a place.`
    : 'This division charges no nomination fee: no invoice is made.';

/** What the entry did, said above the grid. */
export const enteredText = (o: TTeamEntryOutcome, division: string) =>
  o.status === 'waitlisted'
    ? `${division} is full: ${o.team} is on its waitlist, billed nothing until it is offered a place.`
    : o.invoice_id === null
      ? `${o.team} is entered in ${division}; no nomination fee is charged, so no invoice was made.`
      : `${o.team} is entered in ${division}: invoice ${o.invoice_id} for ${formatCents(o.amount_cents)} (GST ${formatCents(o.gst_cents)}) is on its manager's Invoices page.`;
