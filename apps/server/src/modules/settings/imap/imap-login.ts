import net from 'node:net';
import tls from 'node:tls';

export type ImapAccount = { host: string; port: number; secure: boolean; user: string; password: string };

const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * Signs in to an IMAP server and out again (RFC 3501 LOGIN), to tell an administrator at
 * once whether a mailbox works. Resolves null on success, or the server's (or the
 * network's) own words on failure.
 */
export function tryImapLogin(account: ImapAccount, timeoutMs = 10_000): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = account.secure
      ? tls.connect({ host: account.host, port: account.port, servername: account.host })
      : net.connect({ host: account.host, port: account.port });
    let buffer = '';
    let stage: 'greeting' | 'login' | 'done' = 'greeting';
    const finish = (outcome: string | null) => {
      if (stage === 'done') return;
      stage = 'done';
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(timeoutMs, () => finish('timeout'));
    socket.on('error', (error) => finish(error.message));
    socket.on('close', () => finish('connection closed'));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\r\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (stage === 'greeting') {
          if (!line.startsWith('* OK')) return finish(line);
          stage = 'login';
          socket.write(`a1 LOGIN ${quote(account.user)} ${quote(account.password)}\r\n`);
        } else if (stage === 'login' && line.startsWith('a1 ')) {
          if (line.startsWith('a1 OK')) {
            socket.write('a2 LOGOUT\r\n');
            return finish(null);
          }
          return finish(line.replace(/^a1 (NO|BAD)\s*/, ''));
        }
      }
    });
  });
}
