/**
 * Leaving the shop's pages for a full page load: a payment provider's page, the identity
 * provider's sign-in or sign-out. One small object, so tests can watch where the browser would
 * have gone.
 */
export const browserNavigation = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
