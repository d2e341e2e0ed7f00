import nodemailer from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
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
      await writeFile(path.join(outboxDir, `${stamp}-${safeTo}.eml`), body, { mode: 0o600 });
    },
  };
}
