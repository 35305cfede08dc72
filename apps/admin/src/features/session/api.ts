import type { OrganizerSession, OrganizerSignInRequest } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client.ts';

export type { OrganizerSession };

/** Who is signed in, or null: a 401 is an answer here, not a failure. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ['organizerSession'],
    queryFn: async ({ signal }): Promise<OrganizerSession | null> => {
      try {
        return await request('organizerSession', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

export const signIn = (body: OrganizerSignInRequest) => request('organizerSignIn', { body });
export const signOut = () => request('organizerSignOut');
