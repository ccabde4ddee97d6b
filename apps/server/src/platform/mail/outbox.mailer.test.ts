import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox.mailer';

describe('outbox mailer', () => {
  it('writes each mail as a readable .eml file, and logs where it is and its subject, never its link', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const logged: string[] = [];
    const mailer = createOutboxMailer(dir, 'Rehearse <no-reply@x.test>', {
      info: (object, message) => logged.push(JSON.stringify(object) + message),
    });
    expect(mailer.delivers).toBe(false);
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Reset your Rehearse password',
      text: 'Go to http://localhost:3000/x?token=Zq9xLiveResetToken',
    });
    const [file] = await readdir(dir);
    const content = await readFile(path.join(dir, file!), 'utf8');
    expect(content).toContain('To: ann@example.com');
    expect(content).toContain('Subject: Reset your Rehearse password');
    expect(content).toContain('http://localhost:3000/x?token=Zq9xLiveResetToken');
    expect((await stat(path.join(dir, file!))).mode & 0o777).toBe(0o600);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`Mail written to the outbox: "Reset your Rehearse password" (open ${path.join(dir, file!)} for its link)`);
    expect(logged[0]).not.toContain('token');
    expect(logged[0]).not.toContain('Zq9xLiveResetToken');
  });
});
