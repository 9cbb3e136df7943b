import {
  MSG,
  parseDmy,
  toIsoDate,
  type TLoginRequest,
  type TPasswordResetRequest,
  type TRegistrationRequest,
} from '@courtside/contracts';
import { AppError, withRetryAfter } from '../../lib/app-error.js';
import type { Deps } from '../../lib/deps.js';
import { passwordReset, renderEmail, usernameCreated, usernameReminder } from '../../emails/index.js';
import { burnVerifyTime, hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  accountByUsername,
  accountsWithEmail,
  createAccount,
  credentialsOf,
  endSessions,
  findMemberIdByPerson,
  giveUsername,
  setPassword,
  usernameOf,
  usernamesStartingWith,
  usernameTaken,
} from '../people/index.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { Tx } from '../../db/tx.js';

export const RESET_TOKEN_MINUTES = 60;

/** What else a new account starts with, inside the transaction that creates it. */
export type AccountStart = (tx: Tx, memberId: number, sport: 'basketball' | 'netball') => Promise<void>;
const accountStarts: AccountStart[] = [];

/**
 * Registers what a new account starts with (membership: the sport profile of the sport chosen at
 * registration); app.ts registers it at start-up, so auth imports no module above it.
 */
export function onAccountCreated(start: AccountStart): void {
  if (!accountStarts.includes(start)) accountStarts.push(start);
}

export interface SignedInMember {
  id: number;
  tokenVersion: number;
}

// The sign-in limits are fixed windows: a refused address may try again once its window has passed.
const tooMany = (deps: Deps) =>
  withRetryAfter(new AppError('too_many_requests', MSG.tooManyAttempts), deps.env.LOGIN_WINDOW_MINUTES * 60);

/**
 * Sign-in with limits that slow guessing without letting anyone lock a member out
 * (lib/limits.ts): failures count per username-and-address pair, per address, and per
 * username from anywhere; a username that has used up its own limit refuses only the
 * addresses that have already failed for it, so its owner still gets in from theirs.
 */
export async function login(deps: Deps, input: TLoginRequest, ip: string): Promise<SignedInMember> {
  const { login: limits } = deps.limits;
  const usernameKey = input.username.toLowerCase();
  const pairKey = `${usernameKey}|${ip}`;
  const [pairFailures, usernameSpent, addressSpent] = await Promise.all([
    limits.pair.used(pairKey),
    limits.username.exhausted(usernameKey),
    limits.address.exhausted(ip),
  ]);
  if (addressSpent || (usernameSpent && pairFailures > 0)) throw tooMany(deps);
  // Count the attempt before the slow password check, so a burst of parallel guesses is counted
  // too (the pair's own limit is the one that refuses here); a success gives it back.
  const [pairOk] = await Promise.all([
    limits.pair.take(pairKey),
    limits.username.take(usernameKey),
    limits.address.take(ip),
  ]);
  if (!pairOk) throw tooMany(deps);

  // Usernames are case sensitive, as the sign-in message tells members.
  const member = await credentialsOf(deps.db, input.username);
  const ok = member
    ? await verifyPassword(member.passwordHash, input.password)
    : await burnVerifyTime(input.password);
  if (!member || !ok) {
    throw new AppError('invalid_credentials', MSG.invalidCredentials);
  }
  await Promise.all([
    limits.pair.clear(pairKey),
    limits.username.giveBack(usernameKey),
    limits.address.giveBack(ip),
  ]);
  return { id: member.id, tokenVersion: member.tokenVersion };
}

/** Sign out everywhere: ends every session of the member (this one included). */
export async function logout(deps: Deps, memberId: number, tokenVersion: number): Promise<void> {
  // Only a session presenting the current version can end them; a stale token changes nothing.
  await endSessions(deps.db, memberId, tokenVersion);
}

const usernameTakenError = () =>
  new AppError('conflict', 'That username is already taken. Please choose another.', {
    username: ['That username is already taken'],
  });

const REGISTRATION_MESSAGES = {
  member: 'Member created successful.',
  manager: 'Manager created successful.',
  netball: 'Netball Member created successful.',
} as const;

/** Builds a username from first and last name: letters and digits only, at least 6 characters, unique. */
export async function generateUsername(deps: Deps, firstname: string, lastname: string): Promise<string> {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  let base = `${clean(firstname)}${clean(lastname)}`.slice(0, 40) || 'member';
  while (base.length < 6) base += '0';
  const used = await usernamesStartingWith(deps.db, base);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

export async function register(
  deps: Deps,
  input: TRegistrationRequest,
  variant: 'member' | 'manager' | 'netball',
): Promise<{ member: SignedInMember; username: string; message: string }> {
  const dob = parseDmy(String(input.dob));
  if (!dob) throw new AppError('validation_failed', MSG.allStepsErrors, { dob: [MSG.date] });
  const sport = variant === 'netball' ? 'netball' : 'basketball';
  const dobDate = new Date(`${toIsoDate(dob)}T00:00:00Z`);
  const str = (k: keyof TRegistrationRequest) => {
    const v = input[k];
    return typeof v === 'string' && v !== '' ? v : null;
  };

  // Whether a person already has an account is said only to a form that is otherwise
  // complete, its username free included: the answer must not be a way to test names and
  // birthdays with a throw-away form (and the match is exact: lib/person-lookup.ts).
  const username = deps.settings.current().autoUsernames
    ? await generateUsername(deps, input.firstname, input.lastname)
    : String(input.username);
  if (await usernameTaken(deps.db, username)) throw usernameTakenError();
  const existingPerson = await findMemberIdByPerson(
    deps.db,
    { firstname: input.firstname, lastname: input.lastname, dob: dobDate },
    { withAccount: true },
  );
  if (existingPerson !== null) throw new AppError('conflict', MSG.registrationConflict);

  const passwordHash = await hashPassword(input.password);
  const agreedPrivacy = input.agreed_to_privacy === true;
  const data = {
    username,
    usernameLower: username.toLowerCase(),
    passwordHash,
    firstname: input.firstname,
    lastname: input.lastname,
    middlename: str('middlename'),
    prefname: str('prefname'),
    dob: dobDate,
    gender: input.gender as 'male' | 'female',
    identifyGender: (str('identifygender')?.replace('-', '_') ?? null) as never,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    phone: str('phone'),
    workphone: str('workphone'),
    address: input.address,
    suburb: input.suburb.toUpperCase(),
    postcode: input.postcode,
    state: input.state,
    ecFullname: input.ec_fullname,
    ecMobile: input.ec_mobile,
    ecMedical: str('ec_medical'),
    disability: (str('disability') ?? null) as never,
    disabilityType: input.disability === 'yes' ? (str('disabilitytype') as never) : null,
    countryBirth: str('countrybirth'),
    stateBirth: str('countrybirth') === 'AU' ? str('statebirth') : null,
    aboriginal: (str('aboriginal') ?? null) as never,
    agreedToTerms: input.agreed_to_terms === true,
    agreedToPrivacy: agreedPrivacy,
    agreedToIndemnity: agreedPrivacy,
    mainSport: sport,
  } satisfies Prisma.MemberUncheckedCreateInput;

  let member: SignedInMember;
  try {
    member = await deps.db.$transaction(async (tx) => {
      const created = await createAccount(tx, data);
      for (const start of accountStarts) await start(tx, created.id, sport);
      return created;
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
      throw usernameTakenError();
    throw err;
  }

  if (deps.settings.current().autoUsernames) {
    await deps.mailer.send({
      to: data.email,
      ...(await renderEmail(usernameCreated, {
        association: deps.settings.current().clientName,
        firstname: input.firstname,
        username,
        loginUrl: `${deps.publicUrl}/login`,
      })),
    });
  }
  return { member, username, message: REGISTRATION_MESSAGES[variant] };
}

/**
 * Recovery requests (username reminder, reset link) are limited per account asked about and
 * per address, then answered at once: the lookup, the link and the mail happen after the
 * answer, so it takes the same time whether or not the account exists and a flood cannot
 * send more than a few mails. The limit is keyed on what was asked, never on whether it exists.
 */
export async function requestRecovery(
  deps: Deps,
  what: { kind: 'username'; email: string } | { kind: 'password'; username: string },
  ip: string,
): Promise<void> {
  const account =
    what.kind === 'username' ? `email:${what.email.toLowerCase()}` : `user:${what.username.toLowerCase()}`;
  const { recovery } = deps.limits;
  const [accountOk, addressOk] = await Promise.all([
    recovery.account.take(account),
    recovery.address.take(ip),
  ]);
  if (!accountOk || !addressOk) throw new AppError('too_many_requests', MSG.tooManyRequests);
  const work =
    what.kind === 'username'
      ? () => sendUsernameReminder(deps, what.email)
      : () => sendPasswordResetLink(deps, what.username);
  setImmediate(() => {
    work().catch((err: unknown) => deps.log.error({ err }, `${what.kind} recovery could not be completed`));
  });
}

/** Emails the usernames registered with an address. Answers the same whether or not any exist. */
export async function sendUsernameReminder(deps: Deps, email: string): Promise<void> {
  const members = await accountsWithEmail(deps.db, email);
  if (members.length === 0) return;
  await deps.mailer.send({
    to: email.toLowerCase(),
    ...(await renderEmail(usernameReminder, {
      association: deps.settings.current().clientName,
      accounts: members.map((m) => ({ name: `${m.firstname} ${m.lastname}`, username: m.username })),
      loginUrl: `${deps.publicUrl}/login`,
    })),
  });
}

/**
 * A new single-use reset link for the member. Earlier links stay good until one of them is
 * used or they expire: a member who clicked Send twice opens whichever email comes first.
 * Using any link ends the others (resetPassword); the request limits keep the number small.
 */
async function newResetLink(deps: Deps, memberId: number): Promise<string> {
  const token = newSecretToken();
  await deps.db.passwordResetToken.create({
    data: {
      memberId,
      tokenHash: sha256(token),
      expiresAt: new Date(deps.now().getTime() + RESET_TOKEN_MINUTES * 60_000),
    },
  });
  return `${deps.publicUrl}/password/reset/${token}`;
}

/**
 * How a member someone else entered (a player added in a team nomination) signs in for the first
 * time: a username of their own (made from their name when they have none) and a reset link to
 * choose their password. Null when the member is gone or deactivated.
 */
export async function firstSignIn(
  deps: Deps,
  memberId: number,
  name: { firstname: string; lastname: string },
): Promise<{ username: string; link: string } | null> {
  const account = await usernameOf(deps.db, memberId);
  if (!account) return null;
  let username = account.username;
  // Two new members of one name may be given a username at once: the loser of the race tries again.
  for (let attempt = 0; username === null && attempt < 4; attempt++) {
    const candidate = await generateUsername(deps, name.firstname, name.lastname);
    try {
      username = await giveUsername(deps.db, memberId, candidate);
    } catch (err) {
      if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')) throw err;
    }
  }
  if (username === null) return null;
  return { username, link: await newResetLink(deps, memberId) };
}

/** Emails a single-use reset link valid for 60 minutes; using any of the member's links ends the others. */
export async function sendPasswordResetLink(deps: Deps, username: string): Promise<void> {
  const member = await accountByUsername(deps.db, username);
  if (!member?.email) return;
  const link = await newResetLink(deps, member.id);
  await deps.mailer.send({
    to: member.email,
    ...(await renderEmail(passwordReset, {
      association: deps.settings.current().clientName,
      firstname: member.firstname,
      username: member.username,
      minutes: RESET_TOKEN_MINUTES,
      link,
    })),
  });
}

export async function resetPassword(deps: Deps, input: TPasswordResetRequest): Promise<SignedInMember> {
  const invalid = new AppError('invalid_reset_link', MSG.resetLinkInvalid);
  // Check the token before hashing, so requests without a valid link cost no argon2 work.
  const candidate = await deps.db.passwordResetToken.findFirst({
    where: { tokenHash: sha256(input.token), usedAt: null, expiresAt: { gt: deps.now() } },
    select: { id: true, memberId: true },
  });
  if (!candidate) throw invalid;
  // Only the holder of a live link learns that the username typed is not its account's.
  const account = await accountByUsername(deps.db, input.username);
  if (account?.id !== candidate.memberId) throw new AppError('invalid_username', MSG.resetWrongUsername);
  const passwordHash = await hashPassword(input.password);
  return deps.db.$transaction(async (tx) => {
    // Marking the token used in the same statement that checks it makes it single use under races.
    const claimed = await tx.passwordResetToken.updateManyAndReturn({
      where: { id: candidate.id, usedAt: null, expiresAt: { gt: deps.now() } },
      data: { usedAt: deps.now() },
      select: { memberId: true },
    });
    const memberId = claimed[0]?.memberId;
    if (!memberId) throw invalid;
    // Any other link still outstanding for this member stops working too.
    await tx.passwordResetToken.updateMany({
      where: { memberId, usedAt: null },
      data: { usedAt: deps.now() },
    });
    // A new password ends every existing session.
    return setPassword(tx, memberId, passwordHash);
  });
}
