// Every HTML email is framed in the association's own look: its logo and name in a bar of its
// primary colour above the message. The plain-text part is left as it is.
import { escapeHtml } from './html.js';
import type { Mailer } from './mailer.js';

export interface MailBrand {
  name: string;
  /** Absolute address of the logo (mail clients cannot resolve site paths). */
  logoUrl: string;
  primaryColor: string;
}

export function framedHtml(html: string, brand: MailBrand): string {
  const name = escapeHtml(brand.name);
  return (
    `<div style="font-family:Arial,Helvetica,sans-serif;max-width:640px;margin:0 auto">` +
    `<div style="background:${brand.primaryColor};color:#ffffff;padding:12px 16px">` +
    `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="height:40px;vertical-align:middle;margin-right:12px">` +
    `<strong style="font-size:18px;vertical-align:middle">${name}</strong></div>` +
    `<div style="padding:16px">${html}</div></div>`
  );
}

/** The mailer with every HTML body framed; `brand` is read at send time (the public address may be set late). */
export function brandedMailer(inner: Mailer, brand: () => MailBrand): Mailer {
  return {
    send: (mail) => inner.send(mail.html ? { ...mail, html: framedHtml(mail.html, brand()) } : mail),
    close: () => inner.close(),
  };
}
