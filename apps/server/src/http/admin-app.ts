import type { FastifyInstance } from 'fastify';
import { registerAppPages } from './app-pages.ts';

/** Where the organizer's back office lives: its pages, and its built files under `assets/`. */
export const ADMIN_APP_PREFIX = '/admin';

/**
 * The back office's single page for `/admin/` and every page under it, its hashed files from
 * `adminDist/assets`. Its pages run no inline code, so the policy allows scripts and styles from
 * this origin only. alf.io's check-in API (and any other `/admin/api/` of alf.io's), the door
 * app, served there on its own, and the sign-in through the identity provider are not its pages.
 */
export function registerAdminApp(app: FastifyInstance, adminDist: string): void {
  registerAppPages(app, {
    prefix: ADMIN_APP_PREFIX,
    dist: adminDist,
    except: ['/admin/api/', '/admin/door/', '/admin/openid/'],
    headers: {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      'X-Robots-Tag': 'noindex',
    },
    notBuilt: 'The back office is not built (npm run build).',
  });
}
