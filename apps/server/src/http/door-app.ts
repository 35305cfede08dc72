import type { FastifyInstance } from 'fastify';
import { registerAppPages } from './app-pages.ts';

/** Where the door app lives: its page for every path below, its hashed files under `assets/`. */
export const DOOR_APP_PATH = '/admin/door';

/**
 * Serves the door app, the check-in staff's scanner, built into `doorDist`. The page has no inline
 * script, so only the app's own files run; the camera is allowed to this origin alone, and the
 * page is never framed (a framed scanner could be clicked through).
 */
export function registerDoorApp(app: FastifyInstance, doorDist: string): void {
  registerAppPages(app, {
    prefix: DOOR_APP_PATH,
    dist: doorDist,
    headers: {
      'Content-Security-Policy':
        "default-src 'self'; connect-src *; img-src 'self' data: blob:; media-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      'Permissions-Policy': 'camera=(self)',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
    notBuilt: 'The door app is not built (npm run build).',
  });
}
