export * from './status';
export * from './transitions';
export * from './lists';
export * from './sla';
