export * from './status';
export * from './transitions';
export * from './lists';
export * from './sla';
export * from './wire';
export * from './contracts';
export * from './queues';
export * from './distribution';
