// Two-factor sign-in: an authenticator app's codes (TOTP, RFC 6238, through otplib) and ten
// single-use recovery codes, kept hashed. Any member may turn it on; staff need it for the
// console in production (staff.guard.ts). Signing in stays one step on the login page; a
// session then steps up by giving a code (`verify`), which re-issues its token marked as
// signed in with a second factor.
//
// A code is accepted once: the time step it belongs to is kept, and a code of that step or an
// earlier one is refused (a code seen over someone's shoulder cannot be replayed). Each try is
// counted against a limit in PostgreSQL before it is checked, so guessing is slow across every
// process, however many guesses arrive at once.
//
// Turning it on also takes a code emailed to the account's address by set-up: a stolen password
// alone cannot enrol the thief's authenticator and lock the owner out. That code lives 15
// minutes, is used once, and allows a few tries, each counted before it is checked.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Deps } from '../../lib/deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { renderEmail, secondFactorCode } from '../../emails/index.js';

export const RECOVERY_CODE_COUNT = 10;
export const EMAIL_CODE_MINUTES = 15;
/** Tries at one emailed code; then set-up must send a new one. */
export const EMAIL_CODE_TRIES = 5;
/** Codes of the step before and after are accepted too: a phone's clock may be 30 s out. */
const EPOCH_TOLERANCE_SECONDS = 30;

export const SECOND_FACTOR_MSG = {
  badCode:
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  notSetUp: 'Set up an authenticator app first.',
  alreadyOn: 'Two-factor sign-in is already on.',
  tooMany: 'Too many wrong codes. Please wait a few minutes and try again.',
  noEmail:
    'Your account has no email address, so we cannot send the code that turning on two-factor sign-in needs. Add one on your profile first.',
  tooManyMails: 'We have emailed several codes already. Please use the latest one, or try again in an hour.',
  badEmailCode: 'That is not the code we emailed you. Check the latest email, or start again for a new code.',
  emailCodeGone:
    'The emailed code has expired or was tried too often. Start the set-up again for a new code.',
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

/** j***@example.org: enough for the owner to recognise, little for anyone looking over a shoulder. */
const hiddenEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

export interface Enrollee {
  username: string | null;
  firstname: string;
  email: string | null;
}

/**
 * A new secret to scan, not yet in force (replaces an unfinished set-up), and a new code emailed
 * to the account's address, which turning it on needs (earlier codes stop working).
 */
export async function startSetup(deps: Deps, memberId: number, member: Enrollee) {
  const existing = await deps.db.secondFactor.findUnique({
    where: { memberId },
    select: { enabledAt: true },
  });
  if (existing?.enabledAt) throw new AppError('conflict', SECOND_FACTOR_MSG.alreadyOn);
  if (!member.email) throw new AppError('validation_failed', SECOND_FACTOR_MSG.noEmail);
  if (!(await deps.limits.secondFactorMail.take(String(memberId))))
    throw new AppError('too_many_requests', SECOND_FACTOR_MSG.tooManyMails);
  const secret = generateSecret();
  const emailCode = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const emailCodeFields = {
    emailCodeHash: hashOf(emailCode),
    emailCodeExpiresAt: new Date(deps.now().getTime() + EMAIL_CODE_MINUTES * 60_000),
    emailCodeTries: 0,
  };
  await deps.db.secondFactor.upsert({
    where: { memberId },
    create: { memberId, secret, ...emailCodeFields },
    update: { secret, lastStep: null, ...emailCodeFields },
  });
  const { clientName } = deps.settings.current();
  await deps.mailer.send({
    to: member.email,
    ...(await renderEmail(secondFactorCode, {
      association: clientName,
      firstname: member.firstname,
      username: member.username,
      minutes: EMAIL_CODE_MINUTES,
      code: emailCode,
    })),
  });
  const uri = generateURI({ issuer: clientName, label: member.username ?? '', secret });
  return {
    secret,
    otpauth_url: uri,
    qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }),
    email_sent_to: hiddenEmail(member.email),
  };
}

/**
 * Whether `code` is the set-up's emailed code. The try is counted before the check (in the same
 * statement that finds the code), so parallel guesses cannot exceed EMAIL_CODE_TRIES.
 */
async function acceptEmailCode(deps: Deps, memberId: number, code: string): Promise<string> {
  const counted = await deps.db.secondFactor.updateManyAndReturn({
    where: {
      memberId,
      enabledAt: null,
      emailCodeHash: { not: null },
      emailCodeExpiresAt: { gt: deps.now() },
      emailCodeTries: { lt: EMAIL_CODE_TRIES },
    },
    data: { emailCodeTries: { increment: 1 } },
    select: { emailCodeHash: true },
  });
  const kept = counted[0]?.emailCodeHash;
  if (!kept)
    throw new AppError('validation_failed', SECOND_FACTOR_MSG.emailCodeGone, {
      email_code: [SECOND_FACTOR_MSG.emailCodeGone],
    });
  const given = hashOf(code);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(kept)))
    throw new AppError('validation_failed', SECOND_FACTOR_MSG.badEmailCode, {
      email_code: [SECOND_FACTOR_MSG.badEmailCode],
    });
  return kept;
}

/**
 * Whether `code` is the member's current authenticator code (and not one already used) or an
 * unused recovery code, which it then uses up. `pending`: check against a set-up not yet on.
 */
async function acceptCode(deps: Deps, memberId: number, code: string, pending = false): Promise<boolean> {
  const limit = deps.limits.secondFactor;
  const key = String(memberId);
  const factor = await deps.db.secondFactor.findUnique({ where: { memberId } });
  if (!factor || Boolean(factor.enabledAt) === pending)
    throw new AppError('validation_failed', SECOND_FACTOR_MSG.notSetUp, {
      code: [SECOND_FACTOR_MSG.notSetUp],
    });
  // Every try is counted (one atomic statement in PostgreSQL) before the code is looked at, so a
  // burst of parallel guesses over any number of processes and sessions gets exactly the limit
  // evaluated; a right code clears the count.
  if (!(await limit.take(key))) throw new AppError('too_many_requests', SECOND_FACTOR_MSG.tooMany);
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
  return false;
}

const badCode = () =>
  new AppError('validation_failed', SECOND_FACTOR_MSG.badCode, { code: [SECOND_FACTOR_MSG.badCode] });

/**
 * The first code from the app, with the code emailed by set-up, turns two-factor sign-in on;
 * answers the recovery codes, once.
 */
export async function enable(
  deps: Deps,
  memberId: number,
  code: string,
  emailCode: string,
): Promise<string[]> {
  const factor = await deps.db.secondFactor.findUnique({ where: { memberId }, select: { enabledAt: true } });
  if (!factor || factor.enabledAt)
    throw new AppError('validation_failed', SECOND_FACTOR_MSG.notSetUp, {
      code: [SECOND_FACTOR_MSG.notSetUp],
    });
  const emailCodeHash = await acceptEmailCode(deps, memberId, emailCode);
  if (!(await acceptCode(deps, memberId, code, true))) throw badCode();
  const codes = newRecoveryCodes();
  await deps.db.$transaction(async (tx) => {
    // The emailed code is used up by the statement that turns it on: single use under races.
    const on = await tx.secondFactor.updateMany({
      where: { memberId, enabledAt: null, emailCodeHash },
      data: { enabledAt: deps.now(), emailCodeHash: null, emailCodeExpiresAt: null },
    });
    if (on.count !== 1)
      throw new AppError('validation_failed', SECOND_FACTOR_MSG.emailCodeGone, {
        email_code: [SECOND_FACTOR_MSG.emailCodeGone],
      });
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

/**
 * Removes a member's authenticator and recovery codes (a lost phone; an enrolment the owner did
 * not make), in the caller's transaction. Answers whether there was one. Sign-in then needs only
 * the password until the owner sets up again (with a code emailed to them).
 */
export async function removeFactor(tx: Tx, memberId: number): Promise<boolean> {
  await tx.recoveryCode.deleteMany({ where: { memberId } });
  const removed = await tx.secondFactor.deleteMany({ where: { memberId } });
  return removed.count > 0;
}

/** Which of these members have two-factor sign-in on. */
export async function enabledAmong(db: Deps['db'] | Tx, memberIds: number[]): Promise<Set<number>> {
  const on = await db.secondFactor.findMany({
    where: { memberId: { in: memberIds }, enabledAt: { not: null } },
    select: { memberId: true },
  });
  return new Set(on.map((f) => f.memberId));
}
