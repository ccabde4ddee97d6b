import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Real delivery through the SMTP server of `SMTP_URL` (smtp://user:pass@host:port or smtps://…). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(mail: Mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {
      transport.close();
    },
  };
}
