import { render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { protectNewTabLink, SafeHtml } from '../../src/lib/safe-html.tsx';

// happy-dom's tree walking differs from browsers' enough that DOMPurify's own filtering cannot be
// judged here (the end-to-end suite in Chromium renders sanitized HTML); these tests hold what is ours.
describe('SafeHtml', () => {
  afterEach(() => vi.restoreAllMocks());

  test('renders only what DOMPurify returns, with the HTML profile', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockReturnValue('<p>clean</p>' as never);

    const { container } = render(<SafeHtml html={'<p>clean</p><script>alert(1)</script>'} className="note" />);

    expect(sanitize).toHaveBeenCalledWith(
      '<p>clean</p><script>alert(1)</script>',
      expect.objectContaining({ USE_PROFILES: { html: true } }),
    );
    expect(container.innerHTML).toBe('<div class="note"><p>clean</p></div>');
  });

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
