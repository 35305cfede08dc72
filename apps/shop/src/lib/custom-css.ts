/**
 * The event's own stylesheet (setting EVENT_CUSTOM_CSS), written by the organiser against
 * Bootstrap markup. It applies on event routes only; `textContent` keeps it from being parsed as
 * HTML.
 *
 * The organiser's rules must win over ours at equal specificity, so the element stays the last
 * stylesheet of the head: the styles of later steps arrive with their lazy pages, after it.
 */
const elementId = 'event-custom-css';

let keeper: MutationObserver | null = null;

export function applyCustomCss(css: string | null | undefined): void {
  if (!css) {
    removeCustomCss();
    return;
  }
  let style = document.getElementById(elementId);
  if (!style) {
    style = document.createElement('style');
    style.id = elementId;
    document.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
  keeper ??= new MutationObserver(keepCustomCssLast);
  keeper.observe(document.head, { childList: true });
}

export function removeCustomCss(): void {
  keeper?.disconnect();
  keeper = null;
  document.getElementById(elementId)?.remove();
}

function keepCustomCssLast(): void {
  const style = document.getElementById(elementId);
  if (!style) return;
  for (let next = style.nextElementSibling; next; next = next.nextElementSibling) {
    if (isStylesheet(next)) {
      // Moving it is itself a change of the head; the next call finds nothing after it.
      document.head.append(style);
      return;
    }
  }
}

function isStylesheet(element: Element): boolean {
  return (
    element.tagName === 'STYLE' || (element.tagName === 'LINK' && (element as HTMLLinkElement).rel === 'stylesheet')
  );
}
