import { pagePaths } from '@shop/contract/routes';

/** The page paths before their one placeholder, as the contract declares them: `/event/`, `/o/`. */
const prefixOf = (path: string) => path.slice(0, path.indexOf('{'));

/**
 * The script an organizer pastes into their own page. It turns each
 * `<div data-ticket-shop-event="short-name">` (an event) or `<div data-ticket-shop-catalogue>`
 * (the catalogue; `="organizer-slug"` for one organizer's) into a frame of the shop on the origin
 * the script was loaded from, and keeps each frame as tall as its content. Plain ES5 without
 * dependencies: it runs on pages we know nothing about, so it adds one listener and no globals.
 *
 * A frame's messages count only when they come from the shop's origin and from that very frame:
 * any other window on the page could post a height. Status messages of a reservation are
 * re-dispatched on the element as a `ticket-shop-status` event for the organizer's own code.
 */
export const embedScript = `(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var shop = new URL(script.src).origin;
  var frames = [];

  function addressOf(element) {
    var event = element.getAttribute('data-ticket-shop-event');
    var organizer = element.getAttribute('data-ticket-shop-catalogue');
    var path = event
      ? ${JSON.stringify(prefixOf(pagePaths.event))} + encodeURIComponent(event)
      : organizer
        ? ${JSON.stringify(prefixOf(pagePaths.organizerHome))} + encodeURIComponent(organizer)
        : ${JSON.stringify(pagePaths.home)};
    var url = new URL(path, shop);
    var lang = element.getAttribute('data-ticket-shop-lang');
    if (lang) url.searchParams.set('lang', lang);
    return url.href;
  }

  function mount(element) {
    if (element.getAttribute('data-ticket-shop-mounted') !== null) return;
    element.setAttribute('data-ticket-shop-mounted', '');
    var frame = document.createElement('iframe');
    frame.src = addressOf(element);
    frame.title = element.getAttribute('data-ticket-shop-title') || 'Ticket shop';
    frame.setAttribute('allow', 'payment');
    // A first height until the shop reports its own, so the frame is usable without the messages.
    frame.style.cssText = 'display:block;width:100%;border:0;height:' + (element.getAttribute('data-ticket-shop-height') || '600') + 'px';
    element.appendChild(frame);
    frames.push({ frame: frame, element: element });
  }

  function mountAll() {
    var elements = document.querySelectorAll('[data-ticket-shop-event], [data-ticket-shop-catalogue]');
    for (var i = 0; i < elements.length; i++) mount(elements[i]);
  }

  window.addEventListener('message', function (message) {
    if (message.origin !== shop) return;
    var data = message.data;
    if (!data || typeof data !== 'object') return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].frame.contentWindow !== message.source) continue;
      if (data.type === 'height' && typeof data.height === 'number' && isFinite(data.height)) {
        frames[i].frame.style.height = Math.max(0, Math.min(Math.ceil(data.height), 100000)) + 'px';
      } else if (typeof data.status === 'string' && typeof data.id === 'string') {
        var detail = { status: data.status, id: data.id, error: typeof data.error === 'string' ? data.error : undefined };
        frames[i].element.dispatchEvent(new CustomEvent('ticket-shop-status', { detail: detail, bubbles: true }));
      }
      return;
    }
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
`;
