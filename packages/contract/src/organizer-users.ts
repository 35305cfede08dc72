import { z } from 'zod';
import { emptyBody, endpoint } from './endpoint.ts';
import { Organization } from './organizer.ts';
import { OrganizerRole, OrganizerSession, PasswordRefused } from './organizer-session.ts';
import { integer } from './request.ts';

/**
 * Ours, not alf.io's: the people of an organization, their invitations and the organization's own
 * settings, for the back office. Only an owner calls these (403 otherwise); API keys, which are
 * never owners, are refused too. Everything answers for the caller's current organization only.
 */

/** How long an invitation link works, in hours. */
export const INVITATION_VALIDITY_HOURS = 72;

/** The roles a person can be invited to; API_CLIENT is for programs, which get API keys instead. */
export const InvitableRole = z.enum(['OWNER', 'SUPERVISOR', 'OPERATOR', 'SPONSOR']);
export type InvitableRole = z.infer<typeof InvitableRole>;

export const OrganizationUser = z.object({
  userId: z.int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: OrganizerRole,
});
export type OrganizationUser = z.infer<typeof OrganizationUser>;

/** An invitation not yet used, revoked or expired. */
export const PendingInvitation = z.object({
  id: z.int(),
  email: z.string(),
  role: InvitableRole,
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** ISO 8601 instant after which the link no longer works. */
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

export const OrganizationUsers = z.object({
  users: z.array(OrganizationUser),
  invitations: z.array(PendingInvitation),
});
export type OrganizationUsers = z.infer<typeof OrganizationUsers>;

export const InvitationRequest = z.object({
  email: z.string().max(320),
  role: InvitableRole,
  /** The language of the e-mail (one of the server's fourteen; English otherwise). */
  language: z.string().max(10),
});
export type InvitationRequest = z.input<typeof InvitationRequest>;

/**
 * Why a change to the organization's people was refused: an address that is none, someone who
 * already works for the organization, or a change that would leave the organization without an owner.
 */
export const UsersProblem = z.enum(['invalid-email', 'already-member', 'last-owner']);
export type UsersProblem = z.infer<typeof UsersProblem>;
export const UsersRefused = z.object({ problem: UsersProblem });

export const RoleChangeRequest = z.object({ role: InvitableRole });
export type RoleChangeRequest = z.input<typeof RoleChangeRequest>;

/** The organization's own settings an owner may change (alf.io's system key changes the same fields). */
export const OrganizationSettingsRequest = z.object({
  name: z.string().max(255),
  email: z.string().max(320),
  description: z.string().max(2000),
  /** Lower-case words joined by hyphens: the organization's address in the shop. */
  slug: z.string().max(60),
});
export type OrganizationSettingsRequest = z.input<typeof OrganizationSettingsRequest>;

/** Why the settings were refused, field by field. */
export const OrganizationSettingsProblem = z.enum([
  'name-required',
  'email-invalid',
  'description-required',
  'slug-invalid',
  'slug-taken',
]);
export type OrganizationSettingsProblem = z.infer<typeof OrganizationSettingsProblem>;
export const OrganizationSettingsRefused = z.object({ problems: z.array(OrganizationSettingsProblem) });

/** What the person who opens an invitation link is invited to. */
export const InvitationDetails = z.object({
  email: z.string(),
  organizationName: z.string(),
  role: InvitableRole,
});
export type InvitationDetails = z.infer<typeof InvitationDetails>;

/** Why a link no longer works: used already, past its time, or revoked by an owner. */
export const InvitationGone = z.object({ reason: z.enum(['used', 'expired', 'revoked']) });
export type InvitationGone = z.infer<typeof InvitationGone>;

/** Why a link that still works lets nobody in: the staff account at its address was disabled. */
export const InvitationRefusal = z.enum(['account-disabled']);
export type InvitationRefusal = z.infer<typeof InvitationRefusal>;
export const InvitationRefused = z.object({ problem: InvitationRefusal });

export const AcceptInvitationRequest = z.object({
  password: z.string().max(256),
  firstName: z.string().max(255).optional(),
  lastName: z.string().max(255).optional(),
});
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequest>;

/** The organizations the signed-in person works for, with their role in each. */
export const OrganizerMembership = z.object({
  organizationId: z.int(),
  organizationName: z.string(),
  role: OrganizerRole,
});
export type OrganizerMembership = z.infer<typeof OrganizerMembership>;

export const SwitchOrganizationRequest = z.object({ organizationId: z.int() });

const userParams = z.object({ userId: integer });
const invitationParams = z.object({ invitationId: integer });
const tokenParams = z.object({ token: z.string().max(100) });

export const organizerUserEndpoints = {
  listOrganizationUsers: endpoint('listOrganizationUsers', {
    responses: { 200: OrganizationUsers, 403: emptyBody },
  }),
  /**
   * Invites someone by e-mail: the server keeps a link working once for
   * `INVITATION_VALIDITY_HOURS` and e-mails it. A new invitation to the same address replaces the
   * one before.
   */
  inviteOrganizationUser: endpoint('inviteOrganizationUser', {
    body: InvitationRequest,
    responses: { 200: PendingInvitation, 400: UsersRefused, 403: emptyBody },
  }),
  revokeOrganizationInvitation: endpoint('revokeOrganizationInvitation', {
    params: invitationParams,
    responses: { 204: emptyBody, 403: emptyBody, 404: emptyBody },
  }),
  /** The organization keeps at least one owner: the last one's role stays (400 `last-owner`). */
  changeOrganizationUserRole: endpoint('changeOrganizationUserRole', {
    params: userParams,
    body: RoleChangeRequest,
    responses: { 204: emptyBody, 400: UsersRefused, 403: emptyBody, 404: emptyBody },
  }),
  /** Takes the person out of the organization and ends their sessions there; never the last owner. */
  removeOrganizationUser: endpoint('removeOrganizationUser', {
    params: userParams,
    responses: { 204: emptyBody, 400: UsersRefused, 403: emptyBody, 404: emptyBody },
  }),
  getOrganizationSettings: endpoint('getOrganizationSettings', {
    responses: { 200: Organization, 403: emptyBody },
  }),
  updateOrganizationSettings: endpoint('updateOrganizationSettings', {
    body: OrganizationSettingsRequest,
    responses: { 200: Organization, 400: OrganizationSettingsRefused, 403: emptyBody },
  }),

  /** What a link invites to; 404 for a link that never was, 410 with the reason for one that no longer works. */
  organizerInvitation: endpoint('organizerInvitation', {
    params: tokenParams,
    responses: { 200: InvitationDetails, 404: emptyBody, 410: InvitationGone },
  }),
  /**
   * Sets the invitee's password (the sign-in's rules) and signs them in under a new session id,
   * in the organization that invited them. The link works no more afterwards. A staff account
   * disabled at that address is refused (403 `account-disabled`).
   */
  acceptOrganizerInvitation: endpoint('acceptOrganizerInvitation', {
    params: tokenParams,
    body: AcceptInvitationRequest,
    responses: {
      200: OrganizerSession,
      400: PasswordRefused,
      403: InvitationRefused,
      404: emptyBody,
      410: InvitationGone,
    },
  }),
  organizerMemberships: endpoint('organizerMemberships', {
    responses: { 200: z.array(OrganizerMembership), 401: emptyBody },
  }),
  /** Makes another of the person's organizations the session's; 404 for one they do not work for. */
  switchOrganizerOrganization: endpoint('switchOrganizerOrganization', {
    body: SwitchOrganizationRequest,
    responses: { 200: OrganizerSession, 401: emptyBody, 404: emptyBody },
  }),
};
