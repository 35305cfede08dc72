import type {
  InvitableRole,
  Organization,
  OrganizationSettingsProblem,
  OrganizationSettingsRequest,
  OrganizationUser,
  UsersProblem,
} from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import {
  findMemberForUpdate,
  findOrganization,
  listMembers,
  lockOwners,
  removeMember,
  setMemberRole,
  slugTakenByOther,
  updateOrganization,
} from './organization-repository.ts';
import { organizationAnswer } from './organization-service.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';
import { endSessionsInOrganization } from './organizer-session-repository.ts';

export async function organizationUsers(q: Queryable, organizationId: number): Promise<OrganizationUser[]> {
  return listMembers(q, organizationId);
}

export type MemberOutcome = { kind: 'done' } | { kind: 'not-found' } | { kind: 'refused'; problem: UsersProblem };

/**
 * The organization keeps an owner: a change that would take the role from its last one is
 * refused. The owners are locked first, so two owners demoting each other at once cannot both win.
 */
async function changeMember(
  db: Database,
  owner: Organizer,
  userId: number,
  change: { kind: 'role'; role: InvitableRole } | { kind: 'remove' },
): Promise<MemberOutcome> {
  return db.transaction(async (tx): Promise<MemberOutcome> => {
    const owners = await lockOwners(tx, owner.organizationId);
    const member = await findMemberForUpdate(tx, owner.organizationId, userId);
    if (!member) return { kind: 'not-found' };
    const staysOwner = change.kind === 'role' && change.role === 'OWNER';
    if (member.role === 'OWNER' && !staysOwner && owners.length <= 1) return { kind: 'refused', problem: 'last-owner' };
    const before = { userId, email: member.email, role: member.role };
    if (change.kind === 'role') {
      await setMemberRole(tx, owner.organizationId, userId, change.role);
    } else {
      await removeMember(tx, owner.organizationId, userId);
      await endSessionsInOrganization(tx, userId, owner.organizationId);
    }
    await insertOrganizerChange(tx, owner.actor, {
      action: change.kind === 'role' ? 'MEMBER_ROLE_CHANGE' : 'MEMBER_REMOVE',
      organizationId: owner.organizationId,
      entityType: 'USER',
      entityId: String(userId),
      before,
      after: change.kind === 'role' ? { ...before, role: change.role } : null,
    });
    return { kind: 'done' };
  });
}

export const changeRole = (db: Database, owner: Organizer, userId: number, role: InvitableRole) =>
  changeMember(db, owner, userId, { kind: 'role', role });

export const removeUser = (db: Database, owner: Organizer, userId: number) =>
  changeMember(db, owner, userId, { kind: 'remove' });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SettingsOutcome =
  { kind: 'saved'; organization: Organization } | { kind: 'refused'; problems: OrganizationSettingsProblem[] };

/** The owner's organization with new settings, checked field by field so each finds its words. */
export async function changeOwnOrganization(
  db: Database,
  owner: Organizer,
  input: OrganizationSettingsRequest,
): Promise<SettingsOutcome> {
  const name = input.name.trim();
  const email = input.email.trim();
  const description = input.description.trim();
  const slug = input.slug.trim();
  const problems: OrganizationSettingsProblem[] = [];
  if (name === '') problems.push('name-required');
  if (!EMAIL.test(email)) problems.push('email-invalid');
  if (description === '') problems.push('description-required');
  if (!SLUG.test(slug)) problems.push('slug-invalid');
  else if (await slugTakenByOther(db, owner.organizationId, slug)) problems.push('slug-taken');
  if (problems.length > 0) return { kind: 'refused', problems };
  try {
    return await db.transaction(async (tx): Promise<SettingsOutcome> => {
      const before = await findOrganization(tx, owner.organizationId);
      if (!before) throw new Error('the signed-in organization is gone');
      const after = await updateOrganization(tx, owner.organizationId, {
        name,
        email,
        description,
        externalId: before.externalId,
        slug,
      });
      if (!after) throw new Error('the signed-in organization is gone');
      await insertOrganizerChange(tx, owner.actor, {
        action: 'ORGANIZATION_UPDATE',
        organizationId: owner.organizationId,
        entityType: 'ORGANIZATION',
        entityId: String(owner.organizationId),
        before,
        after,
      });
      return { kind: 'saved', organization: organizationAnswer(after) };
    });
  } catch (error) {
    // Another organization took the slug meanwhile.
    if ((error as { code?: string } | null)?.code === '23505') return { kind: 'refused', problems: ['slug-taken'] };
    throw error;
  }
}
