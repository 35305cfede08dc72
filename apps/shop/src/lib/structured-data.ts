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
}

export function removeStructuredData(): void {
  document.getElementById(elementId)?.remove();
}

/** The structured data currently on the page (tests, and pages that add to it). */
export function readStructuredData(): unknown {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}
