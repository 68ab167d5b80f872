/** The database schema, one file per area; drizzle-kit reads this folder. */
export * from './identity';
export * from './protocols';
export * from './settings';
export * from './jobs';
export * from './crm';
