// What invoices reads of the areas it bills for, without importing them: the teams it bills and
// the divisions their games are in (draw registers both, standing above teams and invoices), and
// the court bookings billed on an invoice (booking registers them). Each is registered at
// start-up, in every process that builds the app.
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';

type Db = Deps['db'] | Tx;

export interface InvoiceTeams {
  /** Teams whose invoices the member sees: where they are a manager or admin. */
  teamIdsSeenBy(db: Db, memberId: number): Promise<number[]>;
  /** Teams whose name holds the words, newest first, at most `limit`, with their division and season. */
  teamsNamed(
    db: Db,
    words: string,
    limit: number,
  ): Promise<Array<{ id: number; name: string; division: string; season: string }>>;
  /** Whether the team exists. */
  teamExists(db: Db, teamId: number): Promise<boolean>;
  /** The members who manage the team (an offline payment of its invoice is recorded against the first). */
  managerIdsOf(db: Db, teamId: number): Promise<number[]>;
  /**
   * A division's name and season with its teams by name and their games in the round (the whole
   * season when `round` is null); null when there is no such division.
   */
  gameFeeTeams(
    db: Deps['db'],
    divisionId: number,
    round: number | null,
  ): Promise<{
    name: string;
    season: string;
    teams: Array<{ id: number; name: string; games: number }>;
  } | null>;
}

/** A court booking billed on an invoice. */
export interface InvoiceBooking {
  id: number;
  invoiceId: number;
  startsAt: Date;
  endsAt: Date;
  courtName: string;
  venueName: string;
  sportName: string;
  typeName: string;
  optionName: string | null;
}

let teams: InvoiceTeams | null = null;
let bookings: ((db: Db, invoiceIds: number[]) => Promise<InvoiceBooking[]>) | null = null;

/** Registers how invoices finds the teams it bills (draw, which reads teams and divisions). */
export function onInvoiceTeams(source: InvoiceTeams): void {
  teams = source;
}

/** Registers how invoices finds the court bookings billed on invoices (booking). */
export function onInvoiceBookings(source: (db: Db, invoiceIds: number[]) => Promise<InvoiceBooking[]>): void {
  bookings = source;
}

export function invoiceTeams(): InvoiceTeams {
  if (!teams) throw new Error('No invoice teams are registered: draw registers them at start-up');
  return teams;
}

/** The court bookings billed on these invoices (one statement however many). */
export function bookingsOnInvoices(db: Db, invoiceIds: number[]): Promise<InvoiceBooking[]> {
  if (!bookings) throw new Error('No invoice bookings are registered: booking registers them at start-up');
  return bookings(db, invoiceIds);
}
