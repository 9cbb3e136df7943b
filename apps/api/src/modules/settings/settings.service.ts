// The association's live settings: the page settings of the member side (name, time zone, tax
// rate, feature switches) and the association's tie-break order, as one in-memory snapshot that
// services read synchronously (`deps.settings.current()`).
//
// The environment gives the first values; a value staff set in the console (a non-null column of
// AssociationSettings, row id 1) replaces the environment's. Every process loads the snapshot
// before it listens and loads it again whenever the row changes: a trigger on the table sends the
// 'settings' change topic (lib/changes.ts), whichever process, tool or staff SQL made the change.
// So a change is in force on every process at once, without a restart.
import type { FastifyBaseLogger } from 'fastify';
import { isTimeZone, type TTieBreak } from '@courtside/contracts/admin';
import type { TEnv } from '../../config/env.js';
import type { Db } from '../../plugins/prisma.js';
import type { Tx } from '../../db/tx.js';
import type { Changes } from '../../lib/changes.js';

// The ladder's points per outcome. The draw's standings count with them (draw/standings.ts);
// the console shows these defaults until staff set the association's.
export interface PointsTable {
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  pointsBye: number;
  pointsForfeitWin: number;
  pointsForfeitNonAdvised: number;
  pointsForfeitNotified: number;
  pointsForfeitAdmin: number;
  pointsDisqualified: number;
}

/** The documented defaults, equal to the AssociationSettings column defaults. */
export const DEFAULT_POINTS: PointsTable = {
  pointsWin: 3,
  pointsDraw: 2,
  pointsLoss: 1,
  pointsBye: 0,
  pointsForfeitWin: 3,
  pointsForfeitNonAdvised: 0,
  pointsForfeitNotified: 0,
  pointsForfeitAdmin: 0,
  pointsDisqualified: 0,
};

export interface LiveSettings {
  clientName: string;
  /** IANA zone the association's dates and times are in. */
  timeZone: string;
  /** GST as a fraction of the price before tax (0.1 = 10%). */
  taxRate: number;
  donations: boolean;
  autoUsernames: boolean;
  minPasswordLength: number;
  mapsAutocomplete: boolean;
  statsEnabled: boolean;
  /** The association's ladder tie-breaks after total points; empty: the documented order. */
  tieBreakOrder: TTieBreak[];
  /** Tax invoices and invoices' bank account: set in the console only (no environment value). */
  tax: TaxSettings;
  /** The documents members agree to, linked where they agree: set in the console only. */
  documents: DocumentSettings;
  /** When members may cancel or move their own court hire, and the refund: set in the console only. */
  hireRules: HireRules;
}

/**
 * Court hire members cancel or move themselves. Up to cancelHours before a hire starts a member
 * may cancel it with refundPercent of its price back; later only when lateCancel, with nothing
 * back. A move (a free slot of the same length and price) up to moveHours before it starts.
 */
export interface HireRules {
  cancelHours: number;
  refundPercent: number;
  lateCancel: boolean;
  moveHours: number;
}

/** Before the settings row exists: the column defaults. */
export const DEFAULT_HIRE_RULES: HireRules = {
  cancelHours: 48,
  refundPercent: 100,
  lateCancel: false,
  moveHours: 48,
};

export interface DocumentSettings {
  /** The address (https) of the association's terms and conditions; null: none linked. */
  termsUrl: string | null;
  /** The address (https) of the association's privacy policy; null: none linked. */
  privacyUrl: string | null;
}

export const NO_DOCUMENT_SETTINGS: DocumentSettings = { termsUrl: null, privacyUrl: null };

export interface TaxSettings {
  /** 11 digits, checked against the ATO's checksum when set. */
  abn: string | null;
  /** Whether prices include GST; when not, receipts and invoices show none. */
  gstRegistered: boolean;
  eftAccountName: string | null;
  eftBsb: string | null;
  eftAccountNumber: string | null;
}

/** Before the settings row exists: registered (prices include GST, as they always did), no ABN. */
export const NO_TAX_SETTINGS: TaxSettings = {
  abn: null,
  gstRegistered: true,
  eftAccountName: null,
  eftBsb: null,
  eftAccountNumber: null,
};

export type PageSettingName = Exclude<
  keyof LiveSettings,
  'tieBreakOrder' | 'tax' | 'documents' | 'hireRules'
>;

/** The environment's value of each page setting: the first value, and what a reset returns to. */
export function environmentSettings(
  env: TEnv,
): Omit<LiveSettings, 'tieBreakOrder' | 'tax' | 'documents' | 'hireRules'> {
  return {
    clientName: env.CLIENT_NAME,
    timeZone: env.TIME_ZONE,
    taxRate: env.TAX_RATE,
    donations: env.DONATIONS_ENABLED,
    autoUsernames: env.AUTO_USERNAMES,
    minPasswordLength: env.MIN_PASSWORD_LENGTH,
    mapsAutocomplete: env.MAPS_AUTOCOMPLETE,
    statsEnabled: env.STATS_ENABLED,
  };
}

const settingsRowSelect = {
  clientName: true,
  timeZone: true,
  taxRate: true,
  donations: true,
  autoUsernames: true,
  minPasswordLength: true,
  mapsAutocomplete: true,
  statsEnabled: true,
  tieBreakOrder: true,
  abn: true,
  gstRegistered: true,
  eftAccountName: true,
  eftBsb: true,
  eftAccountNumber: true,
  termsUrl: true,
  privacyUrl: true,
  hireCancelHours: true,
  hireRefundPercent: true,
  hireLateCancel: true,
  hireMoveHours: true,
} as const;

/** The page setting columns as stored: null = the environment's value. */
export type StoredPageSettings = { [K in PageSettingName]: LiveSettings[K] | null };

/** Every stored setting: the page columns (null = the environment's) and the console-only ones. */
export type StoredSettings = StoredPageSettings & {
  tieBreakOrder: TTieBreak[];
  tax: TaxSettings;
  documents: DocumentSettings;
  hireRules: HireRules;
};

/** The settings row's page columns, tie-break order and tax settings; page columns null when there is no row yet. */
export async function readStoredSettings(db: Db | Tx): Promise<StoredSettings> {
  const row = await db.associationSettings.findUnique({ where: { id: 1 }, select: settingsRowSelect });
  return {
    clientName: row?.clientName ?? null,
    timeZone: row?.timeZone ?? null,
    taxRate: row?.taxRate == null ? null : row.taxRate.toNumber(),
    donations: row?.donations ?? null,
    autoUsernames: row?.autoUsernames ?? null,
    minPasswordLength: row?.minPasswordLength ?? null,
    mapsAutocomplete: row?.mapsAutocomplete ?? null,
    statsEnabled: row?.statsEnabled ?? null,
    tieBreakOrder: row?.tieBreakOrder ?? [],
    tax: row
      ? {
          abn: row.abn,
          gstRegistered: row.gstRegistered,
          eftAccountName: row.eftAccountName,
          eftBsb: row.eftBsb,
          eftAccountNumber: row.eftAccountNumber,
        }
      : NO_TAX_SETTINGS,
    documents: { termsUrl: row?.termsUrl ?? null, privacyUrl: row?.privacyUrl ?? null },
    hireRules: row
      ? {
          cancelHours: row.hireCancelHours,
          refundPercent: row.hireRefundPercent,
          lateCancel: row.hireLateCancel,
          moveHours: row.hireMoveHours,
        }
      : DEFAULT_HIRE_RULES,
  };
}

/** Stored values over the environment's. A zone this server does not know (typed in SQL) falls back too. */
export function mergeSettings(stored: StoredSettings, env: TEnv): LiveSettings {
  const first = environmentSettings(env);
  return {
    clientName: stored.clientName ?? first.clientName,
    timeZone: stored.timeZone !== null && isTimeZone(stored.timeZone) ? stored.timeZone : first.timeZone,
    taxRate: stored.taxRate ?? first.taxRate,
    donations: stored.donations ?? first.donations,
    autoUsernames: stored.autoUsernames ?? first.autoUsernames,
    minPasswordLength: stored.minPasswordLength ?? first.minPasswordLength,
    mapsAutocomplete: stored.mapsAutocomplete ?? first.mapsAutocomplete,
    statsEnabled: stored.statsEnabled ?? first.statsEnabled,
    tieBreakOrder: stored.tieBreakOrder,
    tax: stored.tax,
    documents: stored.documents,
    hireRules: stored.hireRules,
  };
}

/**
 * One process's copy of the live settings. `current()` never waits: it answers the last snapshot
 * loaded. A new snapshot is a new object, so what is built from one (validation schemas, the
 * page template) can be kept until `current()` answers another (see `derived`).
 */
export class SettingsStore {
  private snapshot: LiveSettings;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly db: () => Db,
    private readonly env: TEnv,
    private readonly log: FastifyBaseLogger,
  ) {
    this.snapshot = {
      ...environmentSettings(env),
      tieBreakOrder: [],
      tax: NO_TAX_SETTINGS,
      documents: NO_DOCUMENT_SETTINGS,
      hireRules: DEFAULT_HIRE_RULES,
    };
  }

  current(): LiveSettings {
    return this.snapshot;
  }

  /**
   * Loads the first snapshot and follows the 'settings' topic. Throws when the database cannot be
   * read: a process must not serve the environment's values where staff have set others.
   */
  async start(changes: Changes): Promise<void> {
    this.stopListening = changes.on('settings', () => void this.reload());
    this.snapshot = mergeSettings(await readStoredSettings(this.db()), this.env);
  }

  stop(): void {
    this.stopListening?.();
  }

  /** Calls `changed` after each new snapshot is in place (for kept answers built from the settings). */
  onChange(changed: () => void): () => void {
    this.listeners.add(changed);
    return () => this.listeners.delete(changed);
  }

  /**
   * Reads the row again. Resolves once a read that started after this call is in place, so the
   * process that made a change answers it at once. Reads never overlap: a change arriving during
   * one queues one more read after it. A failed read keeps the snapshot (the change topic is sent
   * again for every topic when the listening connection comes back).
   */
  reload(): Promise<void> {
    if (!this.running) {
      this.running = this.read().finally(() => (this.running = null));
      return this.running;
    }
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.reload();
    });
    return this.queued;
  }

  private async read(): Promise<void> {
    try {
      this.snapshot = mergeSettings(await readStoredSettings(this.db()), this.env);
    } catch (err) {
      this.log.warn(
        { err: err instanceof Error ? { message: err.message } : undefined },
        'could not read the association settings; keeping the last ones',
      );
      return;
    }
    for (const changed of this.listeners) changed();
  }
}

declare module '../../lib/deps.js' {
  interface Deps {
    /** The association's live settings (tax rate, time zone, name, switches): `settings.current()`. */
    settings: SettingsStore;
  }
}
