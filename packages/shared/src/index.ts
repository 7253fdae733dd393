export * from './errors';
export * from './messages';
export * from './limits';
export * from './auth';
export * from './admin';
export * from './health';
export * from './codes';
export * from './enterprise';
