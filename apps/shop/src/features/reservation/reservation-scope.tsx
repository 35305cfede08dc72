import type { EventDetails, SubscriptionDetails, User } from '@shop/contract';
import { createContext, useContext } from 'react';
import type { PurchaseContextKind } from './api.ts';

/** The fields events and subscriptions share (same names on the wire) are read from either. */
export type PurchaseContextDetails = EventDetails | SubscriptionDetails;

/**
 * What every reservation page knows before it loads anything: which reservation, whose
 * (event or subscription), and who is looking. The reservation route guard provides it.
 */
export interface ReservationScopeValue {
  type: PurchaseContextKind;
  /** Event short name or subscription id. */
  publicIdentifier: string;
  reservationId: string;
  purchaseContext: PurchaseContextDetails;
  /** The context's name in the visitor's language. */
  title: string;
  signIn: { enabled: boolean; user: User | null };
  /** The server lets a buyer extend the hold (it lists `holdExtensionCapability`). */
  holdExtension: boolean;
}

export const ReservationScopeContext = createContext<ReservationScopeValue | null>(null);

export function useReservationScope(): ReservationScopeValue {
  const scope = useContext(ReservationScopeContext);
  if (!scope) throw new Error('useReservationScope() outside of a reservation route');
  return scope;
}
