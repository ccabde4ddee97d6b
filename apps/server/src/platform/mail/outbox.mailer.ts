import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mail, Mailer } from './mailer';

export interface OutboxLogger {
  info(object: Record<string, unknown>, message: string): void;
}

/**
 * With no SMTP server configured, mails are written as .eml files (0600) to `<dataDir>/outbox`; the
 * log names the file and the subject, never the text: a reset link in a log is a live password
 * reset for whoever reads the log. A single-machine user opens the file to follow the link.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: OutboxLogger): Mailer {
  return {
    delivers: false,
    async send(mail: Mail) {
      await mkdir(outboxDir, { recursive: true });
      const date = new Date();
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      const message = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${date.toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(file, message, { mode: 0o600 });
      log.info({ to: mail.to, file }, `Mail written to the outbox: "${mail.subject}" (open ${file} for its link)`);
    },
  };
}
