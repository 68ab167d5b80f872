import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the web app, used in e-mailed links. */
  PUBLIC_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** Token lifetime in hours; "stay connected" sessions last STAY_CONNECTED_DAYS. */
  SESSION_HOURS: z.coerce.number().positive().default(12),
  STAY_CONNECTED_DAYS: z.coerce.number().positive().default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Atendimento <no-reply@localhost>'),
  /** E-mail domains of the vendor's own staff, hidden from customers' user lists. */
  VENDOR_DOMAINS: list,
  /** Origins allowed to open the realtime connection besides the app's own. */
  ALLOWED_ORIGINS: list,
  /** Demo data: on by default outside production. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_COMPANY: z.string().default('Minha Empresa'),
  WEB_DIST: z.string().default(path.join(repositoryRoot, 'apps/web/dist')),
  /** The built web chat widget script (widget.js), served at /widget.js. */
  WIDGET_DIST: z.string().default(path.join(repositoryRoot, 'apps/widget/dist')),
  /** Meta's Graph API, which the WhatsApp Cloud API channel calls; tests point it at a local server. */
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Protocols' texts kept for lists per process (about 1.5 KB each); 0 keeps none. */
  PROTOCOL_TEXTS_KEPT: z.coerce.number().int().min(0).default(20_000),
});

export type Config = {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | null;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  sessionHours: number;
  stayConnectedDays: number;
  smtpUrl: string | null;
  mailFrom: string;
  vendorDomains: string[];
  allowedOrigins: string[];
  seedDemo: boolean;
  firstAdministrator: { email: string; password: string; company: string } | null;
  webDist: string;
  widgetDist: string;
  graphBaseUrl: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  protocolTextsKept: number;
};

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? null,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    jwtSecret: env.JWT_SECRET ?? null,
    sessionHours: env.SESSION_HOURS,
    stayConnectedDays: env.STAY_CONNECTED_DAYS,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    vendorDomains: env.VENDOR_DOMAINS,
    allowedOrigins: env.ALLOWED_ORIGINS,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    firstAdministrator:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, company: env.ADMIN_COMPANY }
        : null,
    webDist: env.WEB_DIST,
    widgetDist: env.WIDGET_DIST,
    graphBaseUrl: env.WHATSAPP_GRAPH_URL.replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    protocolTextsKept: env.PROTOCOL_TEXTS_KEPT,
  };
}
