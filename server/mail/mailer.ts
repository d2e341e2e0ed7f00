import nodemailer from 'nodemailer';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes when there is no SMTP server, for people and tests to read. */
  outboxDir?: string;
}

/** SMTP when SMTP_URL is set; otherwise one readable .eml file per message in the outbox folder. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: opts.from, ...mail })) };
  }
  const outboxDir = path.join(opts.dataDir, 'outbox');
  return {
    outboxDir,
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const body = `From: ${opts.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nDate: ${new Date().toUTCString()}\n\n${mail.text}\n`;
      const name = `${stamp}-${safeTo}.eml`;
      // Written under another name, then renamed: whoever reads the outbox never sees half a message.
      const partial = path.join(outboxDir, `.${name}.${randomUUID()}.partial`);
      await writeFile(partial, body, { mode: 0o600 });
      await rename(partial, path.join(outboxDir, name));
    },
  };
}
