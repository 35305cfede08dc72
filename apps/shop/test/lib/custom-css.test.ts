import { afterEach, describe, expect, it } from 'vitest';
import { applyCustomCss, removeCustomCss } from '../../src/lib/custom-css.ts';

const lastStylesheet = () => [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].at(-1);
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the organiser stylesheet', () => {
  afterEach(() => {
    removeCustomCss();
    document.head.replaceChildren();
  });

  it('stays after the styles a lazy page brings later, so its rules win at equal specificity', async () => {
    applyCustomCss('.btn-primary { background: hotpink; }');
    const later = document.createElement('link');
    later.rel = 'stylesheet';
    later.href = '/assets/later-steps.css';
    document.head.append(later);
    await settle();
    expect(lastStylesheet()?.textContent).toBe('.btn-primary { background: hotpink; }');
    expect(document.head.contains(later)).toBe(true);
  });

  it('is not moved for scripts and preloads added after it', async () => {
    applyCustomCss('h1 { color: teal; }');
    const style = document.getElementById('event-custom-css');
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    document.head.append(preload);
    await settle();
    expect(style?.nextElementSibling).toBe(preload);
  });

  it('is gone when the buyer leaves the event, and later stylesheets are left alone', async () => {
    applyCustomCss('h1 { color: teal; }');
    removeCustomCss();
    const later = document.createElement('style');
    document.head.append(later);
    await settle();
    expect(document.getElementById('event-custom-css')).toBeNull();
    expect(lastStylesheet()).toBe(later);
  });
});
