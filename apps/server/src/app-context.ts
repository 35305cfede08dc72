import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { RouteOptions } from './http/route.ts';
import type { Sessions } from './http/session.ts';
import type { SystemSettings } from './modules/settings/settings.ts';
import type { PagePreloads } from './http/index-html.ts';

/** What every module's route registration receives. */
export interface AppContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  settings: SystemSettings;
  routeOptions: RouteOptions;
  /** Buyers can sign in (an identity provider is configured). */
  authenticationEnabled: boolean;
  sessions: Sessions;
  /** Modules add what pages preload (the event-page module adds `preload-event`). */
  preloads: PagePreloads;
}
