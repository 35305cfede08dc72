/**
 * Structured data for search engines: one JSON-LD element in `<head>`. JSON-LD is data, not a
 * script the browser runs, so the page's CSP does not apply to it. Pages set it while shown and
 * remove it when left.
 */
const elementId = 'structured-data';

export function setStructuredData(data: Readonly<Record<string, unknown>>): void {
  let element = document.getElementById(elementId);
  if (!element) {
    element = document.createElement('script');
    element.id = elementId;
    element.setAttribute('type', 'application/ld+json');
    document.head.append(element);
  }
  // `<` escaped, so no text in the data can ever close the element if the head is serialized.
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  // No longer what the server wrote for the page it served.
  element.removeAttribute('data-event');
  element.removeAttribute('data-lang');
}

/** The element the server wrote into the page it served for this event in this language, untouched since; else null. */
export function servedEventData(eventName: string, lang: string): HTMLElement | null {
  const element = document.getElementById(elementId);
  return element && isFor(element, eventName, lang) ? element : null;
}

/**
 * Keeps `served` (from `servedEventData`) as the page's data while it still describes this event in
 * this language: put back if a page took it away and is shown again at once, as React's checks in
 * development do, unless other data has taken its place.
 */
export function keepServedEventData(served: HTMLElement, eventName: string, lang: string): boolean {
  if (!isFor(served, eventName, lang)) return false;
  if (served.isConnected) return true;
  if (document.getElementById(elementId)) return false;
  document.head.append(served);
  return true;
}

function isFor(element: HTMLElement, eventName: string, lang: string): boolean {
  return element.dataset.event === eventName && element.dataset.lang === lang;
}

export function removeStructuredData(): void {
  document.getElementById(elementId)?.remove();
}

/** The structured data currently on the page (tests, and pages that add to it). */
export function readStructuredData(): unknown {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}
