/**
 * The event's own stylesheet (setting EVENT_CUSTOM_CSS), written by the organiser against
 * Bootstrap markup. It applies on event routes only; `textContent` keeps it from being parsed as
 * HTML.
 */
const elementId = 'event-custom-css';

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
}

export function removeCustomCss(): void {
  document.getElementById(elementId)?.remove();
}
