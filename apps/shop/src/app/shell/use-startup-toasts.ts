import { useEffect } from 'react';
import { takeSignedUpFlag } from '../../lib/preload.ts';
import { sessionStore, storageKeys } from '../../lib/storage.ts';
import { showToast } from '../../lib/toasts.ts';

/**
 * News from before this page load, told once translations can tell it: a fresh sign-up (marked
 * by the server on `<html>`) and a deleted account (a session flag set before leaving).
 */
export function useStartupToasts(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    if (takeSignedUpFlag()) showToast('SUCCESS', 'my-profile.sign-up.success');
    if (sessionStore.get(storageKeys.accountDeleted) === 'y') {
      sessionStore.remove(storageKeys.accountDeleted);
      showToast('SUCCESS', 'my-profile.delete.success');
    }
  }, [ready]);
}
