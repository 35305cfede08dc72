import { describe, expect, it } from 'vitest';
import { formatCents } from '../../src/lib/money.ts';
import { renderMarkdown } from '../../src/lib/markdown.ts';

describe('organiser markdown', () => {
  it('escapes HTML written in the source instead of passing it through', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> **world**', 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<strong>world</strong>');
  });

  it('opens links in a new tab with a translated title and drops javascript: links', () => {
    const html = renderMarkdown('[site](https://example.org) and [bad](javascript:alert(1))', 'de');
    expect(html).toMatch(
      /<a href="https:\/\/example.org" target="_blank" rel="noopener noreferrer" title="[^"]+">site<\/a>/,
    );
    expect(html).not.toContain('javascript:');
  });
});

describe('amounts as the wire writes them', () => {
  it("uses the currency's fraction digits and integer arithmetic", () => {
    expect(formatCents(1000, 'CHF')).toBe('10.00');
    expect(formatCents(1999, 'EUR')).toBe('19.99');
    expect(formatCents(1500, 'JPY')).toBe('1500');
    expect(formatCents(-250, 'EUR')).toBe('-2.50');
    expect(formatCents(0, null)).toBe('0.00');
  });
});
