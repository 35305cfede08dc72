import { i18nEndpoints } from './i18n.ts';
import { infoEndpoints } from './info.ts';
import { accountEndpoints } from './account.ts';

/** Every endpoint of the public API with its schemas, keyed like `routes`. */
export const endpoints = {
  ...infoEndpoints,
  ...i18nEndpoints,
  ...accountEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
