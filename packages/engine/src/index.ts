export * from './reference-data';
export * from './memory-reference-data';
export * from './phi/index';
