/** Whether the browser believes it has a network; a failed call decides in the end. */
export function browserOnline(): boolean {
  return navigator.onLine;
}

/** Calls `listener` whenever the network comes back; returns the unsubscribe. */
export function onNetworkBack(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}
