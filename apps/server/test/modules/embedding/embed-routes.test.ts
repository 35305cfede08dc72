import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';

describe('embed.js for organizers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ EMBED_ALLOWED_ORIGINS: 'https://organizer.example' });
  });
  afterAll(() => t.close());

  it('is served as JavaScript any page may load, cached publicly for a short while', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=3600');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body.length).toBeLessThan(4096);
  });

  it('turns an event element into a titled, borderless, full-width frame of the event page', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/embed.js' });
    const element = fakeElement({ 'data-ticket-shop-event': 'alpine summit', 'data-ticket-shop-lang': 'de' });
    const page = fakePage('https://tickets.example/embed.js', [element]);
    runInNewContext(script.body, page.globals);
    const [frame] = element.children;
    expect(frame?.src).toBe('https://tickets.example/event/alpine%20summit?lang=de');
    expect(frame?.title).toBe('Ticket shop');
    expect(frame?.style.cssText).toContain('width:100%');
    expect(frame?.style.cssText).toContain('border:0');
  });

  it('sets a frame height only from the shop origin and from that frame', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/embed.js' });
    const element = fakeElement({ 'data-ticket-shop-catalogue': '' });
    const page = fakePage('https://tickets.example/embed.js', [element]);
    runInNewContext(script.body, page.globals);
    const frame = element.children[0]!;
    expect(frame.src).toBe('https://tickets.example/');
    const before = frame.style.height;
    page.post({
      origin: 'https://elsewhere.example',
      source: frame.contentWindow,
      data: { type: 'height', height: 900 },
    });
    page.post({ origin: 'https://tickets.example', source: {}, data: { type: 'height', height: 900 } });
    expect(frame.style.height).toBe(before);
    page.post({
      origin: 'https://tickets.example',
      source: frame.contentWindow,
      data: { type: 'height', height: 899.2 },
    });
    expect(frame.style.height).toBe('900px');
  });

  it('lets the shop be framed by the configured origins only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors https:\/\/organizer\.example(;|$)/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json()).toMatchObject({
      embedAllowedOrigins: ['https://organizer.example'],
    });
  });

  it('offers no demo organizer page outside demo mode', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/demo/embed' });
    expect(demo.statusCode).toBe(404);
    expect(demo.body).not.toContain('data-ticket-shop-event');
  });
});

describe('the demo organizer page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());

  it('embeds a demo event with embed.js, and the shop lets its own origin frame it', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/demo/embed' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toContain('text/html');
    expect(demo.body).toContain('<div data-ticket-shop-event="alpine-summit"');
    expect(demo.body).toContain('<script src="/embed.js" async></script>');
    expect(demo.headers['content-security-policy']).toContain("script-src 'self'");
    const event = await t.app.inject({ method: 'GET', url: '/event/alpine-summit' });
    expect(event.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(event.headers['x-frame-options']).toBeUndefined();
  });
});

interface FakeFrame {
  src: string;
  title: string;
  style: { cssText: string; height: string };
  contentWindow: object;
  setAttribute(name: string, value: string): void;
}

function fakeElement(attributes: Record<string, string>) {
  const children: FakeFrame[] = [];
  return {
    children,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
    appendChild: (frame: FakeFrame) => children.push(frame),
    dispatchEvent: () => true,
  };
}

/** Just enough of a browser page for the script: its own element, the marked elements, messages. */
function fakePage(scriptSrc: string, elements: ReturnType<typeof fakeElement>[]) {
  const listeners: ((message: unknown) => void)[] = [];
  const createFrame = (): FakeFrame => {
    const style = {
      height: '',
      set cssText(text: string) {
        this.text = text;
        this.height = /height:([^;]+)/.exec(text)?.[1] ?? '';
      },
      get cssText() {
        return this.text;
      },
      text: '',
    };
    return { src: '', title: '', style, contentWindow: {}, setAttribute: () => undefined };
  };
  const globals = {
    URL,
    document: {
      currentScript: { src: scriptSrc },
      readyState: 'complete',
      createElement: createFrame,
      querySelectorAll: () => elements,
    },
    window: { addEventListener: (_type: string, listener: (message: unknown) => void) => listeners.push(listener) },
  };
  return { globals, post: (message: unknown) => listeners.forEach((listener) => listener(message)) };
}
