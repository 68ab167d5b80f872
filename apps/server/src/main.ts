import { buildApp } from './app';
import { openDatabase } from './db/client';
import { createFirstAdministrator, demoCompanies, demoPassword, hasAnyCompany, seedDemo } from './db/seed';
import { loadConfig } from './platform/config';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();

const app = await buildApp({ config, database });

if (config.seedDemo) {
  if (await seedDemo(database.db)) app.log.info('demo data created');
} else if (config.firstAdministrator) {
  if (await createFirstAdministrator(database.db, config.firstAdministrator))
    app.log.info('first administrator created');
} else if (!(await hasAnyCompany(database.db))) {
  app.log.warn('the database has no users: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator');
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const lines = [
  `Listening on http://localhost:${port}`,
  `Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
];
if (config.seedDemo) {
  lines.push(`Demo logins (password ${demoPassword}):`);
  for (const company of demoCompanies) {
    for (const user of company.users) lines.push(`  ${user.email.padEnd(26)} ${company.name}`);
  }
}
console.log(lines.join('\n'));
