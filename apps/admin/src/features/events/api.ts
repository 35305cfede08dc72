import type { OrganizerEvent } from '@shop/contract';

export type { OrganizerEvent };
export { organizerEventsQuery } from '../../lib/organizer-queries.ts';
