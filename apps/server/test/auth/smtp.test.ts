import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

/** A real SMTP server on loopback that keeps what it receives. */
const received: { to: string[]; data: string }[] = [];
let failNext = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (failNext) {
      failNext = false;
      return callback(new Error('550 mailbox unavailable'));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((item) => item.address),
        data: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Demo <no-reply@demo.com.br>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/v1/authentication/forgot-password', payload: { email } });

describe('e-mail through SMTP', () => {
  it('delivers the reset link to the SMTP server and keeps a copy in the outbox', async () => {
    expect((await forgot('operador1@demo.com.br')).statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['operador1@demo.com.br']);
    // The body is quoted-printable: undo soft line breaks and escaped equals signs.
    const body = (received[0]?.data ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/redefinir-senha\?token=[\w-]{43}/);
    const [copy] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'operador1@demo.com.br'));
    expect(copy).toMatchObject({ transport: 'smtp', error: null });
  });

  it('keeps the failure in the outbox when the server refuses, never dropping it', async () => {
    failNext = true;
    expect((await forgot('operador2@demo.com.br')).statusCode).toBe(200);
    const [copy] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'operador2@demo.com.br'));
    expect(copy?.transport).toBe('smtp');
    expect(copy?.error).toMatch(/550/);
  });
});
