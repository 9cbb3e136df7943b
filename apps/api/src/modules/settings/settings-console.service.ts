// The settings in the console: what staff see (each page setting with where its value comes from
// and the environment's value; the competition defaults) and their changes, each audited in the
// transaction that makes it. Every process follows a change at once (settings.service.ts).
import type {
  TAdminSettings,
  TCompetitionDefaultsUpdate,
  TPageSettingKey,
  TPageSettingsUpdate,
  TPointsTable,
  TTaxSettingsUpdate,
  TDocumentSettingsUpdate,
  THireRules,
  THireRulesUpdate,
} from '@courtside/contracts/admin';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';
import type { Deps } from '../../lib/deps.js';
import { nothingToAudit, recordAudit } from '../audit/index.js';
import {
  DEFAULT_POINTS,
  environmentSettings,
  mergeSettings,
  readStoredSettings,
  type PageSettingName,
  type PointsTable,
  type StoredPageSettings,
  type DocumentSettings,
  type HireRules,
  type TaxSettings,
} from './settings.service.js';

/** The console's name of each page setting and its column. */
const PAGE_COLUMNS = {
  client_name: 'clientName',
  time_zone: 'timeZone',
  tax_rate: 'taxRate',
  donations: 'donations',
  auto_usernames: 'autoUsernames',
  min_password_length: 'minPasswordLength',
  maps_autocomplete: 'mapsAutocomplete',
  stats_enabled: 'statsEnabled',
} as const satisfies Record<TPageSettingKey, PageSettingName>;

/** The console's name of each points value and its column. */
const POINTS_COLUMNS = {
  win: 'pointsWin',
  draw: 'pointsDraw',
  loss: 'pointsLoss',
  bye: 'pointsBye',
  forfeit_win: 'pointsForfeitWin',
  forfeit_non_advised: 'pointsForfeitNonAdvised',
  forfeit_notified: 'pointsForfeitNotified',
  forfeit_admin: 'pointsForfeitAdmin',
  disqualified: 'pointsDisqualified',
} as const satisfies Record<keyof TPointsTable, keyof PointsTable>;

const pageKeys = Object.keys(PAGE_COLUMNS) as TPageSettingKey[];
const pointsKeys = Object.keys(POINTS_COLUMNS) as Array<keyof TPointsTable>;

const pointsSelect = Object.fromEntries(Object.values(POINTS_COLUMNS).map((c) => [c, true])) as Record<
  keyof PointsTable,
  true
>;

async function readCompetitionDefaults(db: Deps['db'] | Tx) {
  const row = await db.associationSettings.findUnique({
    where: { id: 1 },
    select: { ...pointsSelect, tieBreakOrder: true, updatedAt: true },
  });
  const points = Object.fromEntries(
    pointsKeys.map((key) => [key, row?.[POINTS_COLUMNS[key]] ?? DEFAULT_POINTS[POINTS_COLUMNS[key]]]),
  ) as TPointsTable;
  return { points, tieBreakOrder: row?.tieBreakOrder ?? [], updatedAt: row?.updatedAt ?? null };
}

const TAX_COLUMNS = {
  abn: 'abn',
  gst_registered: 'gstRegistered',
  eft_account_name: 'eftAccountName',
  eft_bsb: 'eftBsb',
  eft_account_number: 'eftAccountNumber',
} as const satisfies Record<keyof TAdminSettings['tax'], keyof TaxSettings>;
const taxKeys = Object.keys(TAX_COLUMNS) as Array<keyof TAdminSettings['tax']>;

const taxInConsoleTerms = (tax: TaxSettings): TAdminSettings['tax'] =>
  Object.fromEntries(taxKeys.map((key) => [key, tax[TAX_COLUMNS[key]]])) as TAdminSettings['tax'];

const HIRE_COLUMNS = {
  cancel_hours: ['cancelHours', 'hireCancelHours'],
  refund_percent: ['refundPercent', 'hireRefundPercent'],
  late_cancel: ['lateCancel', 'hireLateCancel'],
  move_hours: ['moveHours', 'hireMoveHours'],
} as const satisfies Record<keyof THireRules, [keyof HireRules, keyof Prisma.AssociationSettingsUpdateInput]>;
const hireKeys = Object.keys(HIRE_COLUMNS) as Array<keyof THireRules>;

const hireInConsoleTerms = (rules: HireRules): THireRules =>
  Object.fromEntries(hireKeys.map((key) => [key, rules[HIRE_COLUMNS[key][0]]])) as THireRules;

/** Every setting as the console shows it. */
export async function getAdminSettings(deps: Deps): Promise<TAdminSettings> {
  const [stored, competition] = await Promise.all([
    readStoredSettings(deps.db),
    readCompetitionDefaults(deps.db),
  ]);
  const live = mergeSettings(stored, deps.env);
  const first = environmentSettings(deps.env);
  const setting = <K extends PageSettingName>(column: K) => ({
    value: live[column],
    source: stored[column] === null ? ('environment' as const) : ('console' as const),
    environment: first[column],
  });
  return {
    page: {
      client_name: setting('clientName'),
      time_zone: setting('timeZone'),
      tax_rate: setting('taxRate'),
      donations: setting('donations'),
      auto_usernames: setting('autoUsernames'),
      min_password_length: setting('minPasswordLength'),
      maps_autocomplete: setting('mapsAutocomplete'),
      stats_enabled: setting('statsEnabled'),
    },
    competition: { points: competition.points, tie_break_order: competition.tieBreakOrder },
    tax: taxInConsoleTerms(stored.tax),
    documents: {
      terms_url: stored.documents.termsUrl,
      privacy_url: stored.documents.privacyUrl,
    },
    hire: hireInConsoleTerms(stored.hireRules),
    updated_at: competition.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Runs a change of the settings row under its row lock, creating the row (with its column
 * defaults) when there is none yet: two changes at once queue one behind the other, so neither
 * loses the other's fields and the second's audit entry starts from the first's answer.
 */
async function changeSettingsRow<T>(deps: Deps, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "AssociationSettings" (id, "updatedAt") VALUES (1, now()) ON CONFLICT (id) DO NOTHING`;
    await tx.$queryRaw`SELECT id FROM "AssociationSettings" WHERE id = 1 FOR UPDATE`;
    return change(tx);
  });
  // The change topic tells every process, this one included; this process answers with it at once.
  await deps.settings.reload();
  return result;
}

/** The zone as the time zone database spells it (australia/perth -> Australia/Perth). */
const canonicalZone = (zone: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: zone }).resolvedOptions().timeZone;

/** Sets the page settings named in the update (admin); null puts the environment's value back. */
export async function updatePageSettings(
  deps: Deps,
  actorId: number,
  update: TPageSettingsUpdate,
): Promise<TAdminSettings> {
  const asked = pageKeys.filter((key) => update[key] !== undefined);
  if (asked.length === 0) {
    nothingToAudit();
    return getAdminSettings(deps);
  }
  const data: Prisma.AssociationSettingsUpdateInput = Object.fromEntries(
    asked.map((key) => {
      const value = update[key];
      return [
        PAGE_COLUMNS[key],
        key === 'time_zone' && typeof value === 'string' ? canonicalZone(value) : value,
      ];
    }),
  );
  await changeSettingsRow(deps, async (tx) => {
    const before = await readStoredSettings(tx);
    await tx.associationSettings.update({ where: { id: 1 }, data });
    const after = await readStoredSettings(tx);
    const inConsoleTerms = (stored: StoredPageSettings) =>
      Object.fromEntries(asked.map((key) => [key, stored[PAGE_COLUMNS[key]]]));
    await recordAudit(tx, {
      actorId,
      action: 'settings.page',
      entity: 'AssociationSettings',
      entityId: 1,
      before: inConsoleTerms(before),
      after: inConsoleTerms(after),
      reason: update.reason,
    });
  });
  return getAdminSettings(deps);
}

/** Sets the points named in the update and the tie-break order (admin or competition staff). */
export async function updateCompetitionDefaults(
  deps: Deps,
  actorId: number,
  update: TCompetitionDefaultsUpdate,
): Promise<TAdminSettings> {
  const asked = pointsKeys.filter((key) => update.points?.[key] !== undefined);
  if (asked.length === 0 && update.tie_break_order === undefined) {
    nothingToAudit();
    return getAdminSettings(deps);
  }
  const data: Prisma.AssociationSettingsUpdateInput = Object.fromEntries(
    asked.map((key) => [POINTS_COLUMNS[key], update.points![key]]),
  );
  if (update.tie_break_order !== undefined) data.tieBreakOrder = update.tie_break_order;
  await changeSettingsRow(deps, async (tx) => {
    const before = await readCompetitionDefaults(tx);
    await tx.associationSettings.update({ where: { id: 1 }, data });
    const after = await readCompetitionDefaults(tx);
    const inConsoleTerms = (defaults: Awaited<ReturnType<typeof readCompetitionDefaults>>) => ({
      ...(asked.length > 0 && {
        points: Object.fromEntries(asked.map((key) => [key, defaults.points[key]])),
      }),
      ...(update.tie_break_order !== undefined && { tie_break_order: defaults.tieBreakOrder }),
    });
    await recordAudit(tx, {
      actorId,
      action: 'settings.competition',
      entity: 'AssociationSettings',
      entityId: 1,
      before: inConsoleTerms(before),
      after: inConsoleTerms(after),
      reason: update.reason,
    });
  });
  return getAdminSettings(deps);
}

/** Sets the ABN, GST registration and the invoices' bank account (admin), audited like every setting. */
export async function updateTaxSettings(
  deps: Deps,
  actorId: number,
  update: TTaxSettingsUpdate,
): Promise<TAdminSettings> {
  const asked = taxKeys.filter((key) => update[key] !== undefined);
  if (asked.length === 0) {
    nothingToAudit();
    return getAdminSettings(deps);
  }
  const data: Prisma.AssociationSettingsUpdateInput = Object.fromEntries(
    asked.map((key) => [TAX_COLUMNS[key], update[key]]),
  );
  await changeSettingsRow(deps, async (tx) => {
    const before = taxInConsoleTerms((await readStoredSettings(tx)).tax);
    await tx.associationSettings.update({ where: { id: 1 }, data });
    const after = taxInConsoleTerms((await readStoredSettings(tx)).tax);
    const pick = (tax: TAdminSettings['tax']) => Object.fromEntries(asked.map((key) => [key, tax[key]]));
    await recordAudit(tx, {
      actorId,
      action: 'settings.tax',
      entity: 'AssociationSettings',
      entityId: 1,
      before: pick(before),
      after: pick(after),
      reason: update.reason,
    });
  });
  return getAdminSettings(deps);
}

const DOCUMENT_COLUMNS = {
  terms_url: 'termsUrl',
  privacy_url: 'privacyUrl',
} as const satisfies Record<keyof TAdminSettings['documents'], keyof DocumentSettings>;

/**
 * Sets the addresses of the documents members agree to (admin): only those given change, and the
 * audit entry names only those, like every setting.
 */
export async function updateDocumentSettings(
  deps: Deps,
  actorId: number,
  update: TDocumentSettingsUpdate,
): Promise<TAdminSettings> {
  const asked = (Object.keys(DOCUMENT_COLUMNS) as Array<keyof typeof DOCUMENT_COLUMNS>).filter(
    (key) => update[key] !== undefined,
  );
  if (asked.length === 0) {
    nothingToAudit();
    return getAdminSettings(deps);
  }
  await changeSettingsRow(deps, async (tx) => {
    const before = (await readStoredSettings(tx)).documents;
    const data = Object.fromEntries(asked.map((key) => [DOCUMENT_COLUMNS[key], update[key] ?? null]));
    await tx.associationSettings.update({ where: { id: 1 }, data });
    await recordAudit(tx, {
      actorId,
      action: 'settings.documents',
      entity: 'AssociationSettings',
      entityId: 1,
      before: Object.fromEntries(asked.map((key) => [key, before[DOCUMENT_COLUMNS[key]]])),
      after: Object.fromEntries(asked.map((key) => [key, update[key] ?? null])),
      reason: update.reason,
    });
  });
  return getAdminSettings(deps);
}

/**
 * Sets the court hire rule members cancel and move their own hire by (admin): only the fields
 * given change, and the audit entry names only those.
 */
export async function updateHireRules(
  deps: Deps,
  actorId: number,
  update: THireRulesUpdate,
): Promise<TAdminSettings> {
  const asked = hireKeys.filter((key) => update[key] !== undefined);
  if (asked.length === 0) {
    nothingToAudit();
    return getAdminSettings(deps);
  }
  await changeSettingsRow(deps, async (tx) => {
    const before = hireInConsoleTerms((await readStoredSettings(tx)).hireRules);
    const data = Object.fromEntries(asked.map((key) => [HIRE_COLUMNS[key][1], update[key]]));
    await tx.associationSettings.update({ where: { id: 1 }, data });
    await recordAudit(tx, {
      actorId,
      action: 'settings.hire',
      entity: 'AssociationSettings',
      entityId: 1,
      before: Object.fromEntries(asked.map((key) => [key, before[key]])),
      after: Object.fromEntries(asked.map((key) => [key, update[key]])),
      reason: update.reason,
    });
  });
  return getAdminSettings(deps);
}
