export * from './allowed-origin';
export * from './contracts';
export * from './events';
export * from './pre-chat';
