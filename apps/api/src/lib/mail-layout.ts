// Every HTML email is framed in the association's own look (emails/frame.tsx) as it leaves for
// the relay. The plain-text part is left as it is.
import { framedHtml, type MailBrand } from '../emails/frame.js';
import type { Mailer } from './mailer.js';

/** The mailer with every HTML body framed; `brand` is read at send time (the public address may be set late). */
export function brandedMailer(inner: Mailer, brand: () => MailBrand): Mailer {
  return {
    send: async (mail) =>
      inner.send(mail.html ? { ...mail, html: await framedHtml(mail.html, brand()) } : mail),
    close: () => inner.close(),
  };
}
