export * from './field-types';
export * from './templates';
export * from './contracts';
export * from './access';
