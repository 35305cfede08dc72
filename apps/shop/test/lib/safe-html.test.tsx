import { describe, expect, test } from 'vitest';
import { protectNewTabLink } from '../../src/lib/safe-html.tsx';

// DOMPurify leaves scripts and event handlers in place under happy-dom, so its filtering is proved in
// Chromium by the end-to-end journey of a hostile event description; what is ours is tested here.
describe('SafeHtml', () => {
  test('links opening a new tab do not hand over the opener; others are left alone', () => {
    const newTab = document.createElement('a');
    newTab.setAttribute('target', '_blank');
    const sameTab = document.createElement('a');

    protectNewTabLink(newTab);
    protectNewTabLink(sameTab);

    expect(newTab.getAttribute('rel')).toBe('noopener noreferrer');
    expect(sameTab.hasAttribute('rel')).toBe(false);
  });
});
