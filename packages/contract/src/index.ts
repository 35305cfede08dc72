export * from './routes.ts';
export * from './endpoint.ts';
export * from './enums.ts';
export * from './common.ts';
export * from './info.ts';
export * from './i18n.ts';
export * from './account.ts';
export * from './endpoints.ts';
