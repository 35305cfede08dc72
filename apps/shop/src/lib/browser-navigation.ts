/**
 * Leaving the shop for a payment provider's page. One small
 * object, so tests can watch where the browser would have gone.
 */
export const browserNavigation = {
  leaveFor(url: string): void {
    window.location.href = url;
  },
};
