import type { OrganizerOpenIdProblem } from '@shop/contract';
import { organizerBrowserPaths } from '@shop/contract/organizer-routes';
import type { OrganizerClaims } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { SignedInIdentity, SignInFlow } from '../account/openid-sign-in.ts';
import { addMember, removeMember, setMemberRole, staffUser } from './organization-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import {
  findLinkedStaff,
  findStaffByEmail,
  linkStaffIdentity,
  lockNamedMemberships,
  organizationsByExternalId,
} from './organizer-identity-repository.ts';
import type { OrganizerRole } from './organizer-roles.ts';
import { endSessionsInOrganization, firstMembership } from './organizer-session-repository.ts';
import { startSession } from './organizer-sign-in.ts';

/** The back office's sign-in through the provider asks for the organizer claims as scopes too, as alf.io does. */
export function organizerSignInFlow(names: OrganizerClaims): SignInFlow {
  return {
    purpose: 'organizer',
    callbackPath: organizerBrowserPaths.openIdCallback,
    extraScopes: [names.roles, names.organizations],
    claims: ['email', names.roles, names.organizations],
  };
}

/** The groups of alf.io's roles claim that open the back office. */
const BACK_OFFICE_GROUPS = ['ALFIO_BACKOFFICE', 'ALFIO_ADMIN'];

/**
 * The roles a person may hold through the provider, strongest first. API_CLIENT is a program's
 * role, never a person's. alf.io's ALFIO_ADMIN sees every organization there; the back office has
 * no such role, so an administrator too works for the organizations the claim names.
 */
const STAFF_ROLES: readonly OrganizerRole[] = ['OWNER', 'SUPERVISOR', 'OPERATOR', 'SPONSOR'];

/**
 * The role the claims give in each organization, by its external id: the roles claim must hold a
 * back-office group, and each entry of the organizations claim reads `organization/ROLE` (or
 * `/organization/ROLE`, a group path). Entries of other shapes or roles count for nothing; of two
 * roles in one organization the stronger counts. Empty when the person is no staff.
 */
export function claimedRoles(claims: Record<string, unknown>, names: OrganizerClaims): Map<string, OrganizerRole> {
  const roles = new Map<string, OrganizerRole>();
  if (!list(claims[names.roles]).some((group) => BACK_OFFICE_GROUPS.includes(group))) return roles;
  for (const entry of list(claims[names.organizations])) {
    const [organization, role, ...rest] = entry.replace(/^\//, '').split('/');
    const rank = STAFF_ROLES.indexOf(role as OrganizerRole);
    if (!organization || rank === -1 || rest.length > 0) continue;
    const held = roles.get(organization);
    if (held === undefined || rank < STAFF_ROLES.indexOf(held)) roles.set(organization, STAFF_ROLES[rank]!);
  }
  return roles;
}

/** A claim as a list of strings: providers write a single value as a plain string. */
function list(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export type ProviderSignInOutcome = { kind: 'signed-in' } | { kind: 'refused'; problem: OrganizerOpenIdProblem };

/**
 * Signs a staff member in whom the provider vouched for. The first sign-in links the staff account
 * with the provider's address, or creates it; later ones find it by the provider's subject.
 * Each sign-in makes the memberships in organizations the provider can name (those with an
 * external id) the claim's: joined, role changed, or left, each written to the audit log.
 * Memberships in organizations without an external id (an invitation's) stay as they are.
 */
export async function signInThroughProvider(
  db: Database,
  identity: SignedInIdentity,
  names: OrganizerClaims,
  previousSessionId: string,
  renewSession: () => string,
): Promise<ProviderSignInOutcome> {
  const claimed = claimedRoles(identity.claims, names);
  const outcome = await db.transaction(
    async (tx): Promise<ProviderSignInOutcome | { kind: 'staff'; userId: number }> => {
      const organizations = await organizationsByExternalId(tx, [...claimed.keys()]);
      if (organizations.length === 0) return { kind: 'refused', problem: 'no-organizer-role' };
      const account = await staffAccount(tx, identity);
      if (account.kind !== 'staff') return account;
      const wanted = new Map(
        organizations.map(({ organizationId, externalId }) => [organizationId, claimed.get(externalId)!]),
      );
      await applyClaimedRoles(tx, account.userId, wanted);
      return account;
    },
  );
  if (outcome.kind !== 'staff') return outcome;
  const membership = await firstMembership(db, outcome.userId);
  if (!membership) return { kind: 'refused', problem: 'no-organizer-role' };
  await startSession(db, outcome.userId, membership, { previousSessionId, method: 'openid' }, renewSession);
  return { kind: 'signed-in' };
}

async function staffAccount(
  tx: Queryable,
  identity: SignedInIdentity,
): Promise<{ kind: 'staff'; userId: number } | { kind: 'refused'; problem: OrganizerOpenIdProblem }> {
  const linked = await findLinkedStaff(tx, identity.subject);
  if (linked)
    return linked.enabled ? { kind: 'staff', userId: linked.userId } : { kind: 'refused', problem: 'disabled' };
  const existing = await findStaffByEmail(tx, identity.email);
  if (existing) {
    if (!existing.enabled) return { kind: 'refused', problem: 'disabled' };
    // An account someone else's subject signs in to, or an address the provider did not check,
    // is not handed over on the provider's word.
    if (existing.subject !== null || identity.emailVerified === false) return { kind: 'refused', problem: 'failed' };
  }
  const userId =
    existing?.userId ??
    (await staffUser(tx, { email: identity.email, firstName: identity.firstName, lastName: identity.lastName }));
  if (await linkStaffIdentity(tx, identity.subject, userId)) return { kind: 'staff', userId };
  // Two first sign-ins at once: the other linked it.
  const winner = await findLinkedStaff(tx, identity.subject);
  return winner?.userId === userId ? { kind: 'staff', userId } : { kind: 'refused', problem: 'failed' };
}

async function applyClaimedRoles(tx: Queryable, userId: number, wanted: Map<number, OrganizerRole>): Promise<void> {
  const actor = { kind: 'user', userId } as const;
  const change = (organizationId: number, action: string, before: unknown, after: unknown) =>
    insertOrganizerChange(tx, actor, {
      action,
      organizationId,
      entityType: 'USER',
      entityId: String(userId),
      before,
      after,
    });
  const held = await lockNamedMemberships(tx, userId);
  for (const membership of held) {
    const role = wanted.get(membership.organizationId);
    if (role === undefined) {
      await removeMember(tx, membership.organizationId, userId);
      await endSessionsInOrganization(tx, userId, membership.organizationId);
      await change(membership.organizationId, 'MEMBER_REMOVE', { userId, role: membership.role }, null);
    } else if (role !== membership.role) {
      await setMemberRole(tx, membership.organizationId, userId, role);
      await change(
        membership.organizationId,
        'MEMBER_ROLE_CHANGE',
        { userId, role: membership.role },
        { userId, role },
      );
    }
  }
  for (const [organizationId, role] of wanted) {
    if (held.some((membership) => membership.organizationId === organizationId)) continue;
    await addMember(tx, organizationId, userId, role);
    await change(organizationId, 'MEMBER_ADD', null, { userId, role });
  }
}
