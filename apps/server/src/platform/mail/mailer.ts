export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The outbox adapter writes files (embedded default); the SMTP adapter delivers. */
export interface Mailer {
  /** True when mail really reaches people, so sign-up must wait for the confirmation link. */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
