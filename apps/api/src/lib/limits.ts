// Every attempt limit of the portal, kept in PostgreSQL by rate-limiter-flexible's store
// (table rate_limits, created by a migration) so it holds across app processes and
// restarts. Each limit is a fixed window of `points` attempts per `minutes`; keys are
// what is counted (a username, an address, a member id, a voucher number).
//
// The rules (README, "Security"):
// - Sign-in: failures count per username-and-address pair (LOGIN_MAX_ATTEMPTS), per address
//   (5 x that) and per username from anywhere (10 x that). A username under attack from many
//   addresses refuses only addresses that have already failed for it: its owner, trying from
//   an address with no failures, still gets in. So guessing is slowed and nobody can lock a
//   member out.
// - Password and username recovery: per username or email asked about, and per address.
// - Person lookups (check player, store attendees): per signed-in member.
// - Voucher PINs: wrong PINs per voucher and per member.
// - Receipt emails a member asks for again: per order.
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { TEnv } from '../config/env.js';

export interface LimitRule {
  points: number;
  minutes: number;
}

/** One counter: `take` counts an attempt and says whether it was within the limit. */
export class Limit {
  constructor(private readonly limiter: RateLimiterPostgres) {}

  /** Counts one attempt; false when the limit was already used up (nothing more is counted then). */
  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key, 1);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }

  /** Attempts counted for the key in the current window. */
  async used(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  /** Whether the key has used up the limit (without counting). */
  async exhausted(key: string): Promise<boolean> {
    return (await this.used(key)) >= this.limiter.points;
  }

  /** Gives back one counted attempt (one counted in advance that turned out fine). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export interface Limits {
  login: { pair: Limit; address: Limit; username: Limit };
  recovery: { account: Limit; address: Limit };
  personLookup: Limit;
  voucherPin: { voucher: Limit; member: Limit };
  /** Wrong two-factor codes, per member. */
  secondFactor: Limit;
  /** Enrolment codes emailed by two-factor set-up, per member. */
  secondFactorMail: Limit;
  /** Receipts emailed again at the member's request, per order. */
  receiptMail: Limit;
  /**
   * Lifts a sign-in lock-out: the username's counters (from every address) and the member's
   * wrong two-factor codes. Answers how many counters were still in force.
   */
  clearSignIn(username: string, memberId: number): Promise<number>;
  /**
   * Lifts a voucher lock-out: the member's wrong voucher tries and those of the given vouchers
   * (the ones the member may use). Answers how many counters were still in force.
   */
  clearVoucherPins(memberId: number, voucherNumbers: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** The limits with their numbers; `LOGIN_*` come from the environment, the others are fixed here. */
export function limitRules(env: Pick<TEnv, 'LOGIN_MAX_ATTEMPTS' | 'LOGIN_WINDOW_MINUTES'>) {
  const login = { minutes: env.LOGIN_WINDOW_MINUTES };
  return {
    loginPair: { ...login, points: env.LOGIN_MAX_ATTEMPTS },
    // One address may be a whole clubhouse behind one router.
    loginAddress: { ...login, points: env.LOGIN_MAX_ATTEMPTS * 5 },
    loginUsername: { ...login, points: env.LOGIN_MAX_ATTEMPTS * 10 },
    // Recovery mails: a few per account an hour is plenty for a person, useless for flooding.
    recoveryAccount: { points: 3, minutes: 60 },
    recoveryAddress: { points: 20, minutes: 60 },
    // A nomination checks a dozen players; a family buys for a handful of children.
    personLookup: { points: 40, minutes: 60 },
    // A PIN is a birthday (366 values): five wrong tries per voucher, ten per member, a day.
    voucherPinVoucher: { points: 5, minutes: 24 * 60 },
    voucherPinMember: { points: 10, minutes: 24 * 60 },
    // Six digits are a million codes: five wrong ones per member each quarter hour.
    secondFactor: { points: 5, minutes: 15 },
    // Each two-factor set-up emails a code: enough for a fumble or two, not for flooding a mailbox.
    secondFactorMail: { points: 5, minutes: 60 },
    // A receipt lost in a spam folder is asked for once or twice, never more than this an hour.
    receiptMail: { points: 3, minutes: 60 },
  } satisfies Record<string, LimitRule>;
}

/** How many of the deleted counter rows were still counting (had points, not yet expired). */
const inForce = (rows: Array<{ points: number; expire: string | null }>) => {
  const now = Date.now();
  return rows.filter((r) => r.points > 0 && (r.expire === null || Number(r.expire) > now)).length;
};

export function createLimits(
  databaseUrl: string,
  env: Pick<TEnv, 'LOGIN_MAX_ATTEMPTS' | 'LOGIN_WINDOW_MINUTES'>,
): Limits {
  // A small pool of its own: a limit check must not wait behind the payment transactions.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: 3_000 });
  pool.on('error', () => {
    // An idle connection was cut (database restart): the next check opens a new one.
  });
  const rules = limitRules(env);
  let first = true;
  const limit = (keyPrefix: string, rule: LimitRule) => {
    // Expired rows are swept by one of the limiters (they share the table).
    const clearExpiredByTimeout = first;
    first = false;
    return new Limit(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout,
        keyPrefix,
        points: rule.points,
        duration: rule.minutes * 60,
      }),
    );
  };
  return {
    login: {
      pair: limit('login-pair', rules.loginPair),
      address: limit('login-ip', rules.loginAddress),
      username: limit('login-user', rules.loginUsername),
    },
    recovery: {
      account: limit('recovery-account', rules.recoveryAccount),
      address: limit('recovery-ip', rules.recoveryAddress),
    },
    personLookup: limit('person-lookup', rules.personLookup),
    voucherPin: {
      voucher: limit('pin-voucher', rules.voucherPinVoucher),
      member: limit('pin-member', rules.voucherPinMember),
    },
    secondFactor: limit('second-factor', rules.secondFactor),
    secondFactorMail: limit('second-factor-mail', rules.secondFactorMail),
    receiptMail: limit('receipt-mail', rules.receiptMail),
    async clearSignIn(username, memberId) {
      // Keys are `<prefix>:<key>` (rate-limiter-flexible); a pair's key is `<username>|<address>`.
      const user = username.toLowerCase();
      const likePairs = `login-pair:${user.replace(/[\\%_]/g, (c) => `\\${c}`)}|%`;
      const cleared = await pool.query<{ points: number; expire: string | null }>(
        `DELETE FROM rate_limits WHERE key = $1 OR key = $2 OR key LIKE $3 ESCAPE '\\' RETURNING points, expire`,
        [`login-user:${user}`, `second-factor:${memberId}`, likePairs],
      );
      return inForce(cleared.rows);
    },
    async clearVoucherPins(memberId, voucherNumbers) {
      const cleared = await pool.query<{ points: number; expire: string | null }>(
        `DELETE FROM rate_limits WHERE key = $1 OR key = ANY($2::text[]) RETURNING points, expire`,
        [`pin-member:${memberId}`, voucherNumbers.map((n) => `pin-voucher:${n}`)],
      );
      return inForce(cleared.rows);
    },
    close: () => pool.end(),
  };
}
