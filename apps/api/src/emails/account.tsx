// Mail about a member's account: usernames, password resets, two-factor sign-in.
import { A, P } from './parts.js';
import { defineEmail } from './render.js';

export interface UsernameCreatedProps {
  association: string;
  firstname: string;
  username: string;
  loginUrl: string;
}

/** A new account whose username the association made up. */
export const usernameCreated = defineEmail<UsernameCreatedProps>({
  subject: (p) => `${p.association}: your username`,
  text: (p) =>
    `Hello ${p.firstname},\n\nYour ${p.association} account has been created.\nYour username is: ${p.username}\n\nSign in at ${p.loginUrl}\n`,
  Body: (p) => (
    <>
      <P>Hello {p.firstname},</P>
      <P>Your {p.association} account has been created.</P>
      <P>
        Your username is: <strong>{p.username}</strong>
      </P>
      <P>
        <A href={p.loginUrl}>Sign in</A>
      </P>
    </>
  ),
});

export interface UsernameReminderProps {
  association: string;
  accounts: Array<{ name: string; username: string | null }>;
  loginUrl: string;
}

/** The usernames registered with an address. */
export const usernameReminder = defineEmail<UsernameReminderProps>({
  subject: (p) => `${p.association}: your username`,
  text: (p) =>
    `You asked for the username of your ${p.association} account.\n\n${p.accounts
      .map((a) => `${a.name}: ${a.username}`)
      .join('\n')}\n\nSign in at ${p.loginUrl}\nIf you did not ask for this, you can ignore this email.\n`,
  Body: (p) => (
    <>
      <P>You asked for the username of your {p.association} account.</P>
      <ul>
        {p.accounts.map((a, i) => (
          <li key={i}>
            {a.name}: <strong>{a.username ?? ''}</strong>
          </li>
        ))}
      </ul>
      <P>
        <A href={p.loginUrl}>Sign in</A>
      </P>
      <P>If you did not ask for this, you can ignore this email.</P>
    </>
  ),
});

export interface PasswordResetProps {
  association: string;
  firstname: string;
  username: string | null;
  minutes: number;
  link: string;
}

/** A single-use link to choose a new password. */
export const passwordReset = defineEmail<PasswordResetProps>({
  subject: (p) => `${p.association}: reset your password`,
  text: (p) =>
    `Hello ${p.firstname},\n\nUse this link to choose a new password for ${p.username}. It works once, for ${p.minutes} minutes:\n${p.link}\n\nIf you did not ask for this, you can ignore this email.\n`,
  Body: (p) => (
    <>
      <P>Hello {p.firstname},</P>
      <P>
        Use this link to choose a new password for <strong>{p.username ?? ''}</strong>. It works once, for{' '}
        {p.minutes} minutes:
      </P>
      <P>
        <A href={p.link}>{p.link}</A>
      </P>
      <P>If you did not ask for this, you can ignore this email.</P>
    </>
  ),
});

export interface SecondFactorCodeProps {
  association: string;
  firstname: string;
  username: string | null;
  minutes: number;
  code: string;
}

/** The emailed code that turns on two-factor sign-in with the authenticator's first code. */
export const secondFactorCode = defineEmail<SecondFactorCodeProps>({
  subject: (p) => `${p.association}: your code to turn on two-factor sign-in`,
  text: (p) =>
    `Hello ${p.firstname},\n\nTo turn on two-factor sign-in for ${p.username ?? 'your account'}, enter this code with the first code from your authenticator app. It works once, for ${p.minutes} minutes:\n\n${p.code}\n\nIf you did not ask for this, someone may know your password: change it now, and tell the association.\n`,
  Body: (p) => (
    <>
      <P>Hello {p.firstname},</P>
      <P>
        To turn on two-factor sign-in for <strong>{p.username ?? 'your account'}</strong>, enter this code
        with the first code from your authenticator app. It works once, for {p.minutes} minutes:
      </P>
      <p style={{ fontSize: '1.5em', letterSpacing: '0.2em' }}>
        <strong>{p.code}</strong>
      </p>
      <P>
        If you did not ask for this, someone may know your password: change it now, and tell the association.
      </P>
    </>
  ),
});

export interface SecondFactorResetProps {
  association: string;
  firstname: string;
  username: string | null;
  loginUrl: string;
}

/** Staff reset the member's two-factor sign-in. */
export const secondFactorReset = defineEmail<SecondFactorResetProps>({
  subject: (p) => `${p.association}: your two-factor sign-in was reset`,
  text: (p) =>
    `Hello ${p.firstname},\n\nTwo-factor sign-in for ${p.username ?? 'your account'} has been reset by the association: your authenticator app and recovery codes no longer work, and you have been signed out everywhere. Sign in with your password and set up your authenticator again (we will email you a code for it):\n${p.loginUrl}\n\nIf you did not ask for this, change your password and tell the association at once.\n`,
  Body: (p) => (
    <>
      <P>Hello {p.firstname},</P>
      <P>
        Two-factor sign-in for <strong>{p.username ?? 'your account'}</strong> has been reset by the
        association: your authenticator app and recovery codes no longer work, and you have been signed out
        everywhere. Sign in with your password and set up your authenticator again (we will email you a code
        for it).
      </P>
      <P>
        <A href={p.loginUrl}>Sign in</A>
      </P>
      <P>If you did not ask for this, change your password and tell the association at once.</P>
    </>
  ),
});
