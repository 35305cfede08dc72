/**
 * What a person or a program may do for an organization, in alf.io's words: OWNER runs the
 * organization; API_CLIENT is a program using the admin API; SUPERVISOR and OPERATOR are
 * check-in staff (the supervisor also reads the attendee list); SPONSOR scans attendees' badges.
 */
export const organizerRoles = ['OWNER', 'API_CLIENT', 'SUPERVISOR', 'OPERATOR', 'SPONSOR'] as const;
export type OrganizerRole = (typeof organizerRoles)[number];

/** The roles an API key may have (alf.io's `ApiKeyType`): an owner is a person, never a key. */
export const apiKeyRoles = ['API_CLIENT', 'SUPERVISOR', 'OPERATOR', 'SPONSOR'] as const;
export type ApiKeyRole = (typeof apiKeyRoles)[number];

/** Who may use alf.io's admin API v1 on an organization's events, orders and settings. */
export const administratorRoles: readonly OrganizerRole[] = ['OWNER', 'API_CLIENT'];

/** Who did something, as the audit log names them. */
export type Actor =
  | { kind: 'api-key'; apiKeyId: number }
  | { kind: 'user'; userId: number }
  | { kind: 'system-key' }
  | { kind: 'command-line' };

export function actorName(actor: Actor): string {
  switch (actor.kind) {
    case 'api-key':
      return `api-key:${actor.apiKeyId}`;
    case 'user':
      return `user:${actor.userId}`;
    case 'system-key':
    case 'command-line':
      return actor.kind;
  }
}

/** Someone acting for one organization, in one role. */
export interface Organizer {
  organizationId: number;
  role: OrganizerRole;
  actor: Actor;
}

/** Whoever presented the system key: it creates organizations and their keys, nothing else. */
export interface SystemCaller {
  actor: { kind: 'system-key' };
}

export type Principal = ({ kind: 'organizer' } & Organizer) | ({ kind: 'system' } & SystemCaller);
