import { createImapService, emailImapSection, secretMask, updateImapService } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/contracts';
import { AppError, notFound } from '../../../platform/errors';
import { requireAdministrator } from '../../../platform/roles';
import type { RecordsService } from '../engine/records.service';
import { readWithSecrets } from '../lookups/secrets.lookup';
import { tryImapLogin } from './imap-login';

type Mailbox = { email: string; password: string | null; host: string; port: number | null; secure: boolean };

async function ensureLogin(mailbox: Mailbox) {
  const failure = await tryImapLogin({
    host: mailbox.host,
    port: mailbox.port ?? 993,
    secure: mailbox.secure,
    user: mailbox.email,
    password: mailbox.password ?? '',
  });
  if (failure !== null) {
    throw new AppError(
      'validation',
      'settings.errors.imapFailed',
      { reason: failure },
      { host: { key: 'settings.errors.imapFailed', params: { reason: failure } } },
    );
  }
}

/** The spec's "service" calls: save an IMAP mailbox only once it accepts the sign-in. */
export function registerImapServiceRoutes(app: FastifyInstance, records: RecordsService) {
  route(app, createImapService, async ({ auth, body }) => {
    requireAdministrator(auth);
    const given = body as Partial<Mailbox>;
    await ensureLogin({
      email: String(given.email ?? ''),
      password: given.password ?? null,
      host: String(given.host ?? ''),
      port: given.port ?? null,
      secure: given.secure ?? true,
    });
    return records.create(emailImapSection, auth.companyId, body);
  });

  route(app, updateImapService, async ({ auth, body }) => {
    requireAdministrator(auth);
    const id = Number(body.id);
    const stored = await readWithSecrets(app.db, app.secrets, emailImapSection, auth.companyId, id);
    if (!stored) throw notFound();
    const given = body as Partial<Mailbox>;
    const password = given.password && given.password !== secretMask ? given.password : stored.password;
    await ensureLogin({
      email: given.email ?? stored.email,
      password,
      host: given.host ?? stored.host,
      port: given.port ?? stored.port,
      secure: given.secure ?? stored.secure,
    });
    return records.update(emailImapSection, auth.companyId, id, body);
  });
}
