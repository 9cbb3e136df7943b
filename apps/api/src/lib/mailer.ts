// Sends mail with nodemailer: over SMTP when SMTP_URL is set, otherwise into a
// local outbox folder (one .eml file per message) with the message logged, so a
// self-hoster without a relay can still follow reset links. The application wraps
// this transport in the database outbox (mail-outbox.ts), which retries when the
// relay is down.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra headers, e.g. a message to members' List-Unsubscribe (RFC 8058). Service mail (receipts,
   * resets, draw changes) carries none.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void | Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      options.log.info(
        { to: mail.to, subject: mail.subject, file, text: mail.text },
        'mail written to local outbox (SMTP_URL not set)',
      );
    },
    close: () => transport.close(),
  };
}
