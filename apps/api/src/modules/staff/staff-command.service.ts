// What the `staff` command does (src/cli/staff.ts), for operators with a shell and no console
// yet: the first admin, roles for an existing member, a lifted sign-in lock-out, a lost second
// factor reset. It runs beside the portal, so it takes the database and the limits directly
// rather than the portal's Deps. Mail it causes goes to the outbox, which the portal sends.
import { randomBytes } from 'node:crypto';
import type { TStaffRole } from '@courtside/contracts/admin';
import type { TEnv } from '../../config/env.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { accountByUsername, createAccount, lockMember, usernameTaken } from '../people/index.js';
import { mergeSettings, readStoredSettings } from '../settings/index.js';
import { removeSecondFactorOf, rolesOf } from './staff.service.js';

export interface CommandDeps {
  db: Deps['db'];
  limits: Deps['limits'];
  env: TEnv;
}

export interface NewStaffAccount {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  dob: string;
  gender: 'male' | 'female';
  roles: TStaffRole[];
  /** None: one is made up and answered, to be shown once. */
  password?: string;
}

const invalid = (message: string) => new AppError('validation_failed', message);

/** A password of 16 characters (96 bits), for the operator to hand over and the owner to change. */
const madeUpPassword = () => randomBytes(12).toString('base64url');

async function accountOf(db: Deps['db'], username: string) {
  const account = await accountByUsername(db, username);
  if (!account?.username) throw notFound(`Member with username ${username}`);
  return account as typeof account & { username: string };
}

/** Creates a member account holding staff roles; answers the password only when it made one up. */
export async function createStaffAccount(
  deps: CommandDeps,
  input: NewStaffAccount,
): Promise<{ id: number; password: string | null }> {
  const settings = mergeSettings(await readStoredSettings(deps.db), deps.env);
  if (!/^\S{6,191}$/.test(input.username))
    throw invalid('The username needs 6 to 191 characters, without spaces.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw invalid('The email address is not valid.');
  if (!input.firstname.trim() || !input.lastname.trim()) throw invalid('Give a first and a last name.');
  const dob = /^\d{4}-\d{2}-\d{2}$/.test(input.dob) ? new Date(`${input.dob}T00:00:00Z`) : null;
  if (!dob || Number.isNaN(dob.getTime()) || dob.toISOString().slice(0, 10) !== input.dob)
    throw invalid('The date of birth must be a date written YYYY-MM-DD.');
  if (input.roles.length === 0) throw invalid('Give at least one role.');
  if (input.password !== undefined && input.password.length < settings.minPasswordLength)
    throw invalid(`The password needs at least ${settings.minPasswordLength} characters.`);
  if (await usernameTaken(deps.db, input.username))
    throw new AppError(
      'conflict',
      `The username ${input.username} is taken; give that member roles with "staff grant" instead.`,
    );
  const password = input.password ?? madeUpPassword();
  const passwordHash = await hashPassword(password);
  const created = await deps.db.$transaction(async (tx) => {
    const account = await createAccount(tx, {
      username: input.username,
      usernameLower: input.username.toLowerCase(),
      passwordHash,
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      dob,
      gender: input.gender,
      email: input.email.toLowerCase(),
    });
    await tx.staffGrant.createMany({ data: input.roles.map((role) => ({ memberId: account.id, role })) });
    return account;
  });
  return { id: created.id, password: input.password === undefined ? password : null };
}

/** Gives an existing member these roles as well as any they hold; answers all they hold now. */
export async function grantStaffRoles(
  deps: CommandDeps,
  username: string,
  roles: TStaffRole[],
): Promise<TStaffRole[]> {
  if (roles.length === 0) throw invalid('Give at least one role.');
  const account = await accountOf(deps.db, username);
  return deps.db.$transaction(async (tx) => {
    await lockMember(tx, account.id);
    await tx.staffGrant.createMany({
      data: roles.map((role) => ({ memberId: account.id, role })),
      skipDuplicates: true,
    });
    return rolesOf(tx, account.id);
  });
}

/** Lifts the member's sign-in lock-out; answers how many counters were still in force. */
export async function unlockSignIn(deps: CommandDeps, username: string): Promise<number> {
  const account = await accountOf(deps.db, username);
  return deps.limits.clearSignIn(account.username, account.id);
}

/** Removes the member's second factor and ends their sessions; the owner is emailed (through the outbox). */
export async function resetSecondFactorOf(deps: CommandDeps, username: string): Promise<boolean> {
  const account = await accountOf(deps.db, username);
  const settings = mergeSettings(await readStoredSettings(deps.db), deps.env);
  const publicUrl = (deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/$/, '');
  const removed = await deps.db.$transaction(async (tx) => {
    await lockMember(tx, account.id);
    return removeSecondFactorOf(tx, account.id, { clientName: settings.clientName, publicUrl });
  });
  return removed !== null;
}
