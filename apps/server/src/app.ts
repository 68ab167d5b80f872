import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Database, DatabaseHandle } from './db/client';
import { registerChannels } from './modules/channels/channels.plugin';
import { registerCompanyRoutes } from './modules/companies/companies.routes';
import { registerCrmRoutes } from './modules/crm/crm.routes';
import { registerDepartmentRoutes } from './modules/departments/departments.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerOutboxRoutes } from './modules/mail/outbox.routes';
import { registerMessageRoutes } from './modules/messages/messages.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerProtocolActionRoutes } from './modules/protocols/protocol-actions.routes';
import { createProtocolSettings } from './modules/protocols/protocol-settings.adapter';
import { registerProtocolReadRoutes } from './modules/protocols/protocols.routes';
import { registerProtocolJobs } from './modules/protocols/protocol-jobs';
import { registerProtocolRealtime } from './modules/protocols/protocols.listener';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { authenticationPlugin } from './platform/auth/authenticate';
import { resolveSecret } from './platform/auth/secret';
import { createCustomerTokenSigner, type CustomerTokenSigner } from './platform/auth/customer-tokens';
import { createTokenSigner, type TokenSigner } from './platform/auth/tokens';
import { createCompanyCache, type CompanyCache } from './platform/company-cache';
import type { Config } from './platform/config';
import { createSecretBox, type SecretBox } from './platform/crypto';
import { registerErrorHandling } from './platform/error-handler';
import { createEventBus, type EventBus } from './platform/events';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { createLocalFileStorage, registerFileRoutes, type FileStorage } from './platform/files';
import { createMailer, type Mailer } from './platform/mailer';
import { registerOpenApi } from './platform/openapi';
import { realtimePlugin } from './platform/realtime';
import { serializerCompiler } from './platform/serialization';
import { validatorCompiler } from './platform/validation';
import { registerWebApp } from './platform/web';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's own interface
  interface FastifyInstance {
    config: Config;
    db: Database;
    tokens: TokenSigner;
    /** Web chat customers' tokens, apart from staff tokens. */
    customerTokens: CustomerTokenSigner;
    secrets: SecretBox;
    mailer: Mailer;
    files: FileStorage;
    events: EventBus;
    jobs: JobQueue;
    /** Configuration read on hot paths, kept a few seconds; its writers forget it. */
    companyCache: CompanyCache;
  }
}

/** How long hot configuration is kept when no write announces a change (another process's lost notice). */
const companyCacheMs = 10_000;

/** Request bodies above this are refused with 413; uploads have their own limits. */
export const bodyLimitBytes = 1024 * 1024;

export async function buildApp(options: { config: Config; database: DatabaseHandle }): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request only when debugging; failures are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: bodyLimitBytes,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const secret = await resolveSecret(config.jwtSecret, config.dataDir);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tokens', createTokenSigner(secret));
  app.decorate('customerTokens', createCustomerTokenSigner(secret));
  app.decorate('secrets', createSecretBox(secret));
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log: app.log }),
  );
  app.decorate('files', createLocalFileStorage(path.join(config.dataDir, 'files')));
  app.decorate(
    'events',
    createEventBus((error) => app.log.error({ err: error }, 'event listener failed')),
  );

  app.decorate('jobs', createJobQueue({ db: database.db, log: app.log }));
  app.decorate('companyCache', createCompanyCache({ ttlMs: companyCacheMs, maxEntries: 10_000 }));
  const protocolSettings = createProtocolSettings(app.companyCache);
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('preClose', async () => app.jobs.stop());

  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 50 } });
  await registerOpenApi(app);
  await app.register(authenticationPlugin);
  await app.register(realtimePlugin);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, database: database.kind }));
  await app.register(async (api) => {
    registerAuthRoutes(api);
    registerProfileRoutes(api);
    registerUserRoutes(api);
    registerDepartmentRoutes(api);
    registerCompanyRoutes(api);
    registerOutboxRoutes(api);
    registerSettingsRoutes(api);
    registerCrmRoutes(api);
    registerProtocolReadRoutes(api, protocolSettings);
    registerProtocolActionRoutes(api, protocolSettings);
    registerMessageRoutes(api, protocolSettings);
    registerProtocolRealtime(api);
    registerProtocolJobs(api);
  });
  await registerChannels(app, protocolSettings);
  registerFileRoutes(app);
  await registerWebApp(app, config.webDist);
  return app;
}
