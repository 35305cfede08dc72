import { useSyncExternalStore } from 'react';
import type { ToastType } from '@shop/contract';
import type { MessageArgs } from './i18n.tsx';

/** The shop's one notification channel. Messages are keys, translated when shown. */
export interface Toast {
  id: number;
  type: ToastType;
  key: string;
  args?: MessageArgs;
}

export const toastDurationMs = 2500;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(type: ToastType, key: string, args?: MessageArgs): number {
  const id = nextId++;
  publish([...toasts, { id, type, key, args }]);
  setTimeout(() => dismissToast(id), toastDurationMs);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
