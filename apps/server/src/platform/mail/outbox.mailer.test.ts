import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox.mailer';

describe('outbox mailer', () => {
  it('writes each mail as a readable .eml file and logs its text', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const logged: string[] = [];
    const mailer = createOutboxMailer(dir, 'Rehearse <no-reply@x.test>', { info: (_object, message) => logged.push(message) });
    expect(mailer.delivers).toBe(false);
    await mailer.send({ to: 'ann@example.com', subject: 'Reset your Rehearse password', text: 'Go to http://localhost:3000/x?token=abc' });
    const [file] = await readdir(dir);
    const content = await readFile(path.join(dir, file!), 'utf8');
    expect(content).toContain('To: ann@example.com');
    expect(content).toContain('Subject: Reset your Rehearse password');
    expect(content).toContain('http://localhost:3000/x?token=abc');
    expect(logged[0]).toContain('http://localhost:3000/x?token=abc');
  });
});
