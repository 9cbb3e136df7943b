// `pnpm staff <command>` (node apps/api/dist/cli/staff.js): staff accounts without SQL, on a
// checkout, in `docker compose run --rm app` or `kubectl exec` in the production image (compiled
// JavaScript, no dev dependencies). A password is never an argument (arguments show in `ps`):
// it is read from standard input with --password-stdin, or made up and printed once.
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type TStaffRole } from '@courtside/contracts/admin';
import { AppError } from '../lib/app-error.js';
import { createLimits } from '../lib/limits.js';
import { createPrisma } from '../plugins/prisma.js';
import {
  createStaffAccount,
  grantStaffRoles,
  resetSecondFactorOf,
  unlockSignIn,
  type CommandDeps,
} from '../modules/staff/index.js';
import '../wiring.js';
import { commandSettings, unreachable } from './database.js';

const USAGE = `Usage: pnpm staff <command> [options]

  create <username> --email <address> --first <name> --last <name> --dob <YYYY-MM-DD>
         --gender <male|female> [--role <role>]... [--password-stdin]
      A new member account holding staff roles (default: admin). Without --password-stdin a
      password is made up and printed once.
  grant <username> --role <role> [--role <role>]...
      Gives an existing member these roles as well (roles: ${STAFF_ROLES.join(', ')}).
  unlock <username>
      Lifts a sign-in lock-out (too many wrong passwords or two-factor codes).
  reset-second-factor <username>
      Removes a lost authenticator: the member signs in with the password and sets it up again.
      Their sessions end and they are emailed.

Reads DATABASE_URL (or the embedded database of a running portal), like the portal itself.`;

function usage(problem?: string): never {
  if (problem) console.error(`${problem}\n`);
  console.error(USAGE);
  process.exit(64);
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        first: { type: 'string' },
        last: { type: 'string' },
        dob: { type: 'string' },
        gender: { type: 'string' },
        role: { type: 'string', multiple: true },
        'password-stdin': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    return usage(err instanceof Error ? err.message : String(err));
  }
}

function rolesFrom(given: string[] | undefined, fallback: TStaffRole[]): TStaffRole[] {
  if (!given?.length) return fallback;
  const unknown = given.filter((r) => !(STAFF_ROLES as readonly string[]).includes(r));
  if (unknown.length) usage(`Unknown role ${unknown.join(', ')}: the roles are ${STAFF_ROLES.join(', ')}.`);
  return [...new Set(given)] as TStaffRole[];
}

/** The first line of standard input (a password piped in, or typed and ended with Ctrl-D). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

const required = (value: string | undefined, option: string) => value ?? usage(`${option} is required.`);

async function run(
  deps: CommandDeps,
  command: string,
  username: string,
  values: ReturnType<typeof parse>['values'],
) {
  switch (command) {
    case 'create': {
      const email = required(values.email, '--email');
      const firstname = required(values.first, '--first');
      const lastname = required(values.last, '--last');
      const dob = required(values.dob, '--dob');
      const given = required(values.gender, '--gender');
      const gender: 'male' | 'female' =
        given === 'male' || given === 'female' ? given : usage('--gender is male or female.');
      const input = {
        username,
        email,
        firstname,
        lastname,
        dob,
        gender,
        roles: rolesFrom(values.role, ['admin']),
      };
      const password = values['password-stdin'] ? await firstLineOfStdin() : undefined;
      const created = await createStaffAccount(deps, { ...input, password });
      console.log(`Created ${username} (member ${created.id}) with the roles ${input.roles.join(', ')}.`);
      if (created.password)
        console.log(`Password, shown only this once (sign in and change it): ${created.password}`);
      return;
    }
    case 'grant': {
      const roles = await grantStaffRoles(deps, username, rolesFrom(values.role, []));
      console.log(`${username} now holds the roles ${roles.join(', ')}.`);
      return;
    }
    case 'unlock': {
      const cleared = await unlockSignIn(deps, username);
      console.log(cleared > 0 ? `${username} can sign in again.` : `${username} was not locked out.`);
      return;
    }
    case 'reset-second-factor': {
      const removed = await resetSecondFactorOf(deps, username);
      console.log(
        removed
          ? `Two-factor sign-in for ${username} is reset: sign in with the password and set it up again.`
          : `${username} does not have two-factor sign-in on.`,
      );
      return;
    }
    default:
      usage(`Unknown command ${command}.`);
  }
}

const { values, positionals } = parse();
if (values.help) usage();
const [command, username, ...extra] = positionals;
if (!command || !username) usage();
if (extra.length) usage(`Unexpected ${extra.join(' ')}.`);

const { env, databaseUrl } = commandSettings();
const db = createPrisma(databaseUrl, 2);
const limits = createLimits(databaseUrl, env);
let exitCode = 0;
try {
  await db.$queryRaw`SELECT 1`.catch(unreachable);
  await run({ db, limits, env }, command, username, values);
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  exitCode = 1;
} finally {
  await Promise.all([db.$disconnect(), limits.close()]);
}
process.exit(exitCode);
