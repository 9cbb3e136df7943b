// The emails a team nomination sends once it is entered: a confirmation to a nominator who pays
// nothing (sk_tm: no receipt tells them it went through), and a welcome to each person the
// nomination made a member of, saying how to sign in. Both are courtesies: a mail that cannot be
// sent is logged, never turned into a failed nomination.
import type { Deps } from '../../lib/deps.js';
import { escapeHtml } from '../../lib/html.js';
import { firstSignIn, RESET_TOKEN_MINUTES } from '../auth/auth.service.js';
import { memberContacts } from '../profile/profile.service.js';

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
  const link = `${deps.publicUrl}/member/teams/team/${team.teamId}`;
  const e = escapeHtml;
  await sendQuietly(
    deps,
    {
      to: nominator.email,
      subject: `Team nomination received: ${team.name} - ${clientName}`,
      text: [
        `Hi ${nominator.firstname},`,
        '',
        `Your nomination of ${team.name} for ${where(team)} has been received.`,
        'No payment was required.',
        'The association will confirm the team once it has reviewed the nomination.',
        '',
        `Your team page: ${link}`,
        '',
        clientName,
      ].join('\n'),
      html:
        `<p>Hi ${e(nominator.firstname)},</p>` +
        `<p>Your nomination of <strong>${e(team.name)}</strong> for ${e(where(team))} has been received.<br>` +
        'No payment was required.<br>The association will confirm the team once it has reviewed the nomination.</p>' +
        `<p><a href="${e(link)}">Your team page</a></p>`,
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
  const e = escapeHtml;
  for (const id of createdIds) {
    const person = contacts.get(id);
    if (!person?.email) continue;
    try {
      const account = await firstSignIn(deps, id, person);
      if (!account) continue;
      const login = `${deps.publicUrl}/login`;
      const forgot = `${deps.publicUrl}/password/email`;
      await sendQuietly(
        deps,
        {
          to: person.email,
          subject: `Welcome to ${clientName}`,
          text: [
            `Hi ${person.firstname},`,
            '',
            `${by} has entered you in the team ${team.name} for ${where(team)}, so you are now a member of ${clientName}.`,
            '',
            'To sign in to the member portal (your games, your team, your registration):',
            `1. Choose your password with this link (it works once, for ${RESET_TOKEN_MINUTES} minutes):`,
            `   ${account.link}`,
            `2. Sign in at ${login} with your username: ${account.username}`,
            '',
            `If the link has expired, ask for a new one at ${forgot} with your username.`,
            '',
            clientName,
          ].join('\n'),
          html:
            `<p>Hi ${e(person.firstname)},</p>` +
            `<p>${e(by)} has entered you in the team <strong>${e(team.name)}</strong> for ${e(where(team))}, so you are now a member of ${e(clientName)}.</p>` +
            '<p>To sign in to the member portal (your games, your team, your registration):</p>' +
            `<ol><li><a href="${e(account.link)}">Choose your password</a> (the link works once, for ${RESET_TOKEN_MINUTES} minutes).</li>` +
            `<li>Sign in at <a href="${e(login)}">${e(login)}</a> with your username: <strong>${e(account.username)}</strong></li></ol>` +
            `<p>If the link has expired, ask for a new one at <a href="${e(forgot)}">${e(forgot)}</a> with your username.</p>`,
        },
        'welcome email',
      );
    } catch (err) {
      deps.log.warn({ err, memberId: id }, 'welcome email not sent');
    }
  }
}
