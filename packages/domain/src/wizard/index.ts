export * from './rules';
export * from './channel-step';
export * from './hsm';
export * from './contracts';
export * from './template-header';
