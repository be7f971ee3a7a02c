export * from './auth.ts';
export * from './stores.ts';
export * from './support.ts';
export * from './legal.ts';
export * from './media.ts';
export * from './contracts.ts';
export * from './tables.ts';
export * from './sms.ts';
