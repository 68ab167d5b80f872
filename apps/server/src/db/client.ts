import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Lets timers and sockets run before each embedded query (PGlite executes on this thread). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite has one connection: a query made outside an open transaction, from inside it,
 * would wait for that transaction forever. Such a query fails at once instead.
 */
const insideTransaction = new AsyncLocalStorage<boolean>();
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super('A query used the database handle inside a transaction; pass the transaction instead.');
  }
}

type Queryable = Pick<PGlite, 'query' | 'exec'>;

function yielding<T extends Queryable>(target: T, guard: boolean): Queryable {
  const check = () => {
    if (guard && insideTransaction.getStore()) throw new QueryOutsideTransactionError();
  };
  return {
    query: async (...args: Parameters<PGlite['query']>) => {
      check();
      await yieldToEventLoop();
      return target.query(...args);
    },
    exec: async (...args: Parameters<PGlite['exec']>) => {
      check();
      await yieldToEventLoop();
      return target.exec(...args);
    },
  } as Queryable;
}

/**
 * PGlite behind a thin wrapper that yields to the event loop before every statement,
 * so 20 concurrent requests cannot starve timers and socket heartbeats.
 */
function yieldingPglite(instance: PGlite) {
  return {
    ...yielding(instance, true),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
      if (insideTransaction.getStore()) throw new QueryOutsideTransactionError();
      return insideTransaction.run(true, () =>
        instance.transaction((tx) => callback(Object.assign(Object.create(tx) as Transaction, yielding(tx, false)))),
      );
    },
  };
}

export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the migrations before 0018 built the search's trigram indexes (as on PostgreSQL).
  const options = { extensions: { pg_trgm } };
  const instance = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const db = drizzlePglite({ client: yieldingPglite(instance) as unknown as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => instance.close(),
  };
}

/** Advisory lock key held while migrations run. */
const migrationLock = 7_201_811;

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 20 });
  // A connection dropped while idle (a database restart) must not end the process; the pool reconnects.
  pool.on('error', (error) => process.emitWarning(`database connection lost: ${error.message}`));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    // Several processes may start together: one migrates while the others wait.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLock]);
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'database'));
}
