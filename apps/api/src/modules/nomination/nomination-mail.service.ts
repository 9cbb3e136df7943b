// The emails a team nomination sends once it is entered: a confirmation to a nominator who pays
// nothing (sk_tm: no receipt tells them it went through), and a welcome to each person the
// nomination made a member of, saying how to sign in. Both are courtesies: a mail that cannot be
// sent is logged, never turned into a failed nomination.
import type { Deps } from '../../lib/deps.js';
import { nominationReceived, renderEmail, welcome } from '../../emails/index.js';
import { firstSignIn, RESET_TOKEN_MINUTES } from '../auth/index.js';
import { memberContacts } from '../people/index.js';

export interface EnteredTeam {
  teamId: number;
  name: string;
  division: string;
  season: string;
  nominatorId: number;
}

const where = (team: EnteredTeam) => `${team.division}, ${team.season}`;

async function sendQuietly(deps: Deps, mail: Parameters<Deps['mailer']['send']>[0], what: string) {
  await deps.mailer
    .send(mail)
    .catch((err: unknown) => deps.log.warn({ err, to: mail.to }, `${what} not sent`));
}

/** Tells the nominator their team is entered and that no payment was needed. */
export async function sendNoPaymentConfirmation(deps: Deps, team: EnteredTeam): Promise<void> {
  const nominator = (await memberContacts(deps.db, [team.nominatorId])).get(team.nominatorId);
  if (!nominator?.email) return;
  const { clientName } = deps.settings.current();
  await sendQuietly(
    deps,
    {
      to: nominator.email,
      ...(await renderEmail(nominationReceived, {
        association: clientName,
        firstname: nominator.firstname,
        team: team.name,
        where: where(team),
        teamUrl: `${deps.publicUrl}/member/teams/team/${team.teamId}`,
      })),
    },
    'nomination confirmation',
  );
}

/** Welcomes each new member the nomination created with an email: their username and a link to set a password. */
export async function sendWelcomes(deps: Deps, team: EnteredTeam, createdIds: number[]): Promise<void> {
  if (createdIds.length === 0) return;
  const contacts = await memberContacts(deps.db, [...createdIds, team.nominatorId]);
  const nominator = contacts.get(team.nominatorId);
  const by = nominator ? `${nominator.firstname} ${nominator.lastname}` : 'Your team manager';
  const { clientName } = deps.settings.current();
  for (const id of createdIds) {
    const person = contacts.get(id);
    if (!person?.email) continue;
    try {
      const account = await firstSignIn(deps, id, person);
      if (!account) continue;
      await sendQuietly(
        deps,
        {
          to: person.email,
          ...(await renderEmail(welcome, {
            association: clientName,
            firstname: person.firstname,
            by,
            team: team.name,
            where: where(team),
            username: account.username,
            link: account.link,
            minutes: RESET_TOKEN_MINUTES,
            loginUrl: `${deps.publicUrl}/login`,
            forgotUrl: `${deps.publicUrl}/password/email`,
          })),
        },
        'welcome email',
      );
    } catch (err) {
      deps.log.warn({ err, memberId: id }, 'welcome email not sent');
    }
  }
}
