/**
 * Browsers treat these hosts as secure even over plain http, since the traffic never leaves the
 * machine: localhost and its subdomains, 127.0.0.0/8 and [::1].
 */
const loopbackHost = /^(?:(?:.+\.)?localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether what a buyer types on this page crosses the network unencrypted: plain http to any
 * other host. The page's own address decides, not `window.isSecureContext`, which is also false
 * for an https shop embedded in an http page and would blame the shop for its host.
 */
export function servedInsecurely(page: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return page.protocol !== 'https:' && !loopbackHost.test(page.hostname);
}
