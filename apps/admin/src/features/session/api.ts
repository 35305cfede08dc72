import type {
  AcceptInvitationRequest,
  ChangeOrganizerPasswordRequest,
  OrganizerSession,
  OrganizerSignInRequest,
} from '@shop/contract';
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

/** Whether the sign-in page offers the identity provider; the server's configuration, read once. */
export const signInMethodsQuery = () =>
  queryOptions({
    queryKey: ['organizerSignInMethods'],
    queryFn: ({ signal }) => request('organizerSignInMethods', { signal }),
    staleTime: Infinity,
  });
export const signOut = () => request('organizerSignOut');

/** The organizations the signed-in person works for; one entry means nothing to switch. */
export const membershipsQuery = () =>
  queryOptions({
    queryKey: ['organizerMemberships'],
    queryFn: ({ signal }) => request('organizerMemberships', { signal }),
    staleTime: 60_000,
  });

export const switchOrganization = (organizationId: number) =>
  request('switchOrganizerOrganization', { body: { organizationId } });

export const changePassword = (body: ChangeOrganizerPasswordRequest) => request('changeOrganizerPassword', { body });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['organizerInvitation', token],
    queryFn: ({ signal }) => request('organizerInvitation', { params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });

export const acceptInvitation = ({ token, ...body }: AcceptInvitationRequest & { token: string }) =>
  request('acceptOrganizerInvitation', { params: { token }, body });
