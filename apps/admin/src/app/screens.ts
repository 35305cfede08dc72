import type { OrganizerRole } from '@shop/contract';

/** The back office's screens, each a path under /admin. */
export type Screen = 'events' | 'orders' | 'users' | 'organization' | 'account';

export const screenPaths: Record<Screen, string> = {
  events: '/',
  orders: '/orders',
  users: '/users',
  organization: '/organization',
  account: '/account',
};

/**
 * The screens a role sees, the first being its home. The server refuses the rest anyway; the app
 * only hides what would be refused. Check-in staff, supervisors and sponsors work in the door app,
 * so the back office offers them their account.
 */
export function screensFor(role: OrganizerRole): Screen[] {
  switch (role) {
    case 'OWNER':
      return ['events', 'orders', 'users', 'organization', 'account'];
    case 'API_CLIENT':
      return ['events', 'orders', 'account'];
    case 'SUPERVISOR':
    case 'OPERATOR':
    case 'SPONSOR':
      return ['account'];
  }
}
