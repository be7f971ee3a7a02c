export * from './auth.ts';
export * from './stores.ts';
export * from './support.ts';
