// Two-factor sign-in: an authenticator app's codes (TOTP, RFC 6238, through otplib) and ten
// single-use recovery codes, kept hashed. Any member may turn it on; staff need it for the
// console in production (staff.guard.ts). Signing in stays one step on the login page; a
// session then steps up by giving a code (`verify`), which re-issues its token marked as
// signed in with a second factor.
//
// A code is accepted once: the time step it belongs to is kept, and a code of that step or an
// earlier one is refused (a code seen over someone's shoulder cannot be replayed). Wrong codes
// count against a limit in PostgreSQL, so guessing is slow across every process.
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/app-error.js';

export const RECOVERY_CODE_COUNT = 10;
/** Codes of the step before and after are accepted too: a phone's clock may be 30 s out. */
const EPOCH_TOLERANCE_SECONDS = 30;

export const SECOND_FACTOR_MSG = {
  badCode:
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  notSetUp: 'Set up an authenticator app first.',
  alreadyOn: 'Two-factor sign-in is already on.',
  tooMany: 'Too many wrong codes. Please wait a few minutes and try again.',
} as const;

/** A recovery code as people type it: any case, spaces and dashes ignored. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const hashOf = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** Ten codes of 10 base-32 characters (50 bits each), shown once as xxxxx-xxxxx. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export async function status(deps: Deps, memberId: number) {
  const factor = await deps.db.secondFactor.findUnique({ where: { memberId }, select: { enabledAt: true } });
  const left = await deps.db.recoveryCode.count({ where: { memberId, usedAt: null } });
  return { enabled: Boolean(factor?.enabledAt), recovery_codes_left: factor?.enabledAt ? left : 0 };
}

/** A new secret to scan, not yet in force (replaces an unfinished set-up). */
export async function startSetup(deps: Deps, memberId: number, username: string) {
  const existing = await deps.db.secondFactor.findUnique({
    where: { memberId },
    select: { enabledAt: true },
  });
  if (existing?.enabledAt) throw new AppError('conflict', SECOND_FACTOR_MSG.alreadyOn);
  const secret = generateSecret();
  await deps.db.secondFactor.upsert({
    where: { memberId },
    create: { memberId, secret },
    update: { secret, lastStep: null },
  });
  const uri = generateURI({ issuer: deps.settings.current().clientName, label: username, secret });
  return { secret, otpauth_url: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/**
 * Whether `code` is the member's current authenticator code (and not one already used) or an
 * unused recovery code, which it then uses up. `pending`: check against a set-up not yet on.
 */
async function acceptCode(deps: Deps, memberId: number, code: string, pending = false): Promise<boolean> {
  const limit = deps.limits.secondFactor;
  const key = String(memberId);
  if (await limit.exhausted(key)) throw new AppError('too_many_requests', SECOND_FACTOR_MSG.tooMany);
  const factor = await deps.db.secondFactor.findUnique({ where: { memberId } });
  if (!factor || Boolean(factor.enabledAt) === pending)
    throw new AppError('validation_failed', SECOND_FACTOR_MSG.notSetUp, {
      code: [SECOND_FACTOR_MSG.notSetUp],
    });
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const epoch = Math.floor(deps.now().getTime() / 1000);
    const result = await verify({
      secret: factor.secret,
      token: digits,
      epoch,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
    });
    if (result.valid) {
      // A TOTP answer carries its time step (the union type also covers HOTP, which has none).
      const step = 'timeStep' in result ? result.timeStep : Math.floor(epoch / 30) + result.delta;
      // Only a step later than the last one accepted: the update is the check, so two requests
      // racing with one code cannot both pass.
      const taken = await deps.db.secondFactor.updateMany({
        where: { memberId, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
        data: { lastStep: step },
      });
      if (taken.count === 1) {
        await limit.clear(key);
        return true;
      }
    }
  } else if (!pending) {
    const used = await deps.db.recoveryCode.updateMany({
      where: { memberId, codeHash: hashOf(code), usedAt: null },
      data: { usedAt: deps.now() },
    });
    if (used.count === 1) {
      await limit.clear(key);
      return true;
    }
  }
  await limit.take(key);
  return false;
}

const badCode = () =>
  new AppError('validation_failed', SECOND_FACTOR_MSG.badCode, { code: [SECOND_FACTOR_MSG.badCode] });

/** The first code from the app turns two-factor sign-in on; answers the recovery codes, once. */
export async function enable(deps: Deps, memberId: number, code: string): Promise<string[]> {
  if (!(await acceptCode(deps, memberId, code, true))) throw badCode();
  const codes = newRecoveryCodes();
  await deps.db.$transaction(async (tx) => {
    await tx.secondFactor.update({ where: { memberId }, data: { enabledAt: deps.now() } });
    await tx.recoveryCode.deleteMany({ where: { memberId } });
    await tx.recoveryCode.createMany({ data: codes.map((c) => ({ memberId, codeHash: hashOf(c) })) });
  });
  return codes;
}

/** A code (app or recovery) proves the second factor for this session. */
export async function check(deps: Deps, memberId: number, code: string): Promise<void> {
  if (!(await acceptCode(deps, memberId, code))) throw badCode();
}

/** Ten new recovery codes (the old ones stop working), after a code. */
export async function renewRecoveryCodes(deps: Deps, memberId: number, code: string): Promise<string[]> {
  await check(deps, memberId, code);
  const codes = newRecoveryCodes();
  await deps.db.$transaction(async (tx) => {
    await tx.recoveryCode.deleteMany({ where: { memberId } });
    await tx.recoveryCode.createMany({ data: codes.map((c) => ({ memberId, codeHash: hashOf(c) })) });
  });
  return codes;
}

/** Turns two-factor sign-in off, after a code. */
export async function disable(deps: Deps, memberId: number, code: string): Promise<void> {
  await check(deps, memberId, code);
  await deps.db.$transaction(async (tx) => {
    await tx.recoveryCode.deleteMany({ where: { memberId } });
    await tx.secondFactor.delete({ where: { memberId } });
  });
}
