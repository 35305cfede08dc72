import type { EndpointBody, Endpoints, PurchaseContextWithReservations, User } from '@shop/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { onSignInAvailability, request } from '../../lib/api-client.ts';
import { readMeta } from '../../lib/preload.ts';

/** Whether buyers can sign in, and who is signed in (null: anonymous). */
export interface SignInStatus {
  enabled: boolean;
  user: User | null;
}

const signInStatusKey = ['account', 'sign-in-status'] as const;

/**
 * The page's `authentication-enabled` meta answers whether sign-in exists; only without it is the
 * server asked. The user is looked up only where sign-in is enabled.
 */
export const signInStatusQuery = () =>
  queryOptions({
    queryKey: signInStatusKey,
    queryFn: async ({ signal }): Promise<SignInStatus> => {
      const meta = readMeta('authentication-enabled');
      const enabled = meta === null ? await request('isAuthenticationEnabled', { signal }) : meta === 'true';
      if (!enabled) return { enabled: false, user: null };
      const user = await request('getMe', { signal });
      return { enabled: true, user: user ?? null };
    },
    staleTime: Infinity,
    // Known before the first render where nobody can sign in, so no page waits a turn for it.
    initialData: () => (readMeta('authentication-enabled') === 'false' ? { enabled: false, user: null } : undefined),
  });

/**
 * Every GET answer says whether sign-in is enabled (`Alfio-OpenId-Enabled`): enabled keeps the
 * known user, disabled drops it. Returns the unsubscription.
 */
export function followSignInAvailability(queryClient: QueryClient): () => void {
  return onSignInAvailability((enabled) =>
    queryClient.setQueryData<SignInStatus>(signInStatusKey, (status) =>
      status ? (enabled ? { ...status, enabled: true } : { enabled: false, user: null }) : status,
    ),
  );
}

export function forgetUser(queryClient: QueryClient): void {
  queryClient.setQueryData<SignInStatus>(signInStatusKey, (status) => status && { ...status, user: null });
}

/** The signed-in buyer's orders by event or subscription; none (204) reads as an empty list. */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: ['account', 'orders'],
    queryFn: async ({ signal }): Promise<PurchaseContextWithReservations[]> =>
      (await request('listMyReservations', { signal })) ?? [],
  });

/** Saves the profile; the signed-in user becomes the one the server answers. Refusals throw. */
export async function updateProfile(
  queryClient: QueryClient,
  body: EndpointBody<Endpoints['updateMe']>,
): Promise<User | null> {
  const answer = await request('updateMe', { body, validated: true });
  const user = answer.value;
  if (user) queryClient.setQueryData<SignInStatus>(signInStatusKey, (status) => status && { ...status, user });
  return user;
}

/** Deletes the buyer's account; the answer says where the identity provider ends the session. */
export async function deleteAccount(): Promise<string | null> {
  const redirect = await request('deleteMe');
  return redirect.empty ? null : redirect.targetUrl;
}
