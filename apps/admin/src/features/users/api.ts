import type { InvitableRole, InvitationRequest } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

export const usersQuery = () =>
  queryOptions({
    queryKey: ['listOrganizationUsers'],
    queryFn: ({ signal }) => request('listOrganizationUsers', { signal }),
  });

export const invite = (body: InvitationRequest) => request('inviteOrganizationUser', { body });
export const revokeInvitation = (invitationId: number) =>
  request('revokeOrganizationInvitation', { params: { invitationId } });
export const changeRole = ({ userId, role }: { userId: number; role: InvitableRole }) =>
  request('changeOrganizationUserRole', { params: { userId }, body: { role } });
export const removeUser = (userId: number) => request('removeOrganizationUser', { params: { userId } });
