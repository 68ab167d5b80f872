// The test SMTP server: accepts mail on loopback (any sender, AUTH optional and
// accepted with the test password) and stores each message, unchanged, in every
// recipient's INBOX of the local Dovecot through IMAP APPEND. Started and stopped by
// scripts/ensure-dovecot.sh.
//
//   MAIL_RELAY_PORT=<smtp port> MAIL_RELAY_IMAP_PORT=<dovecot port> MAIL_RELAY_PASSWORD=<pw> node scripts/mail-relay.mjs
import { ImapFlow } from 'imapflow';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_RELAY_PORT);
const imapPort = Number(process.env.MAIL_RELAY_IMAP_PORT);
const password = process.env.MAIL_RELAY_PASSWORD ?? '';

async function append(user, raw) {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: imapPort,
    secure: false,
    auth: { user, pass: password },
    logger: false,
  });
  await client.connect();
  try {
    await client.append('INBOX', raw);
  } finally {
    await client.logout();
  }
}

const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  size: 25 * 1024 * 1024,
  onAuth(auth, _session, callback) {
    if (auth.password !== password) return callback(new Error('535 5.7.8 Authentication credentials invalid'));
    callback(null, { user: auth.username });
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const header = Buffer.from(
        `Return-Path: <${session.envelope.mailFrom ? session.envelope.mailFrom.address : ''}>\r\n`,
      );
      Promise.all(
        session.envelope.rcptTo.map((rcpt) => append(rcpt.address.toLowerCase(), Buffer.concat([header, raw]))),
      )
        .then(() => callback())
        .catch((error) => {
          process.stderr.write(`delivery failed: ${error.message}\n`);
          callback(Object.assign(new Error(`451 4.3.0 ${error.message}`), { responseCode: 451 }));
        });
    });
  },
});

server.on('error', (error) => process.stderr.write(`smtp error: ${error.message}\n`));
server.listen(port, '127.0.0.1', () => process.stderr.write(`SMTP relay on 127.0.0.1:${port}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
