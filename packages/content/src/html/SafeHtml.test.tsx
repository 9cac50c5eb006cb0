import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { htmlToText, neutraliseHandlers, sanitizeHtml, SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders formatting and images but never runs scripts or handlers', () => {
    const spy = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = spy;
    const { container } = render(<SafeHtml html={'<p><b>Bonus</b> week</p><script>window.pwned()</script><img src="x" onerror="window.pwned()">'} />);
    expect(screen.getByText('Bonus').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('drops javascript: links and opens the others in a new tab safely', () => {
    const html = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://example.com">y</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });

  it('gives plain text for notice cards', () => {
    expect(htmlToText('<p>Hello <b>there</b></p><script>x()</script>')).toBe('Hello there');
  });

  it("keeps the content's paragraphs and line breaks in the plain text, so sentences do not run together", () => {
    expect(htmlToText('<p>Tiers were raised.</p><p>Payouts follow\n on Monday.</p>')).toBe('Tiers were raised.\n\nPayouts follow on Monday.');
    expect(htmlToText('<p>Line one<br>Line two</p><ul><li>First</li><li>Second</li></ul>Done')).toBe('Line one\nLine two\n\nFirst\nSecond\n\nDone');
    expect(htmlToText('<p>Read this.</p><a href="/x">Details</a>')).toBe('Read this.\n\nDetails');
    // plain text from the platform keeps its own breaks
    expect(htmlToText('Line one\r\nLine two\n\n  Next paragraph  ')).toBe('Line one\nLine two\n\nNext paragraph');
  });

  it('shows plain-text content with its paragraphs and line breaks, its markup-like text escaped', () => {
    const { container } = render(<SafeHtml html={'Maintenance on Tuesday.\nFrom 02:00 to 04:00.\n\nThank you <3 & see you'} />);
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.innerHTML)).toEqual(['Maintenance on Tuesday.<br>From 02:00 to 04:00.', 'Thank you &lt;3 &amp; see you']);
    // HTML stays as the platform wrote it
    expect(sanitizeHtml('<p>One</p>\n<p>Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
  });
});

describe('neutraliseHandlers', () => {
  it('renames every handler attribute before parsing, so the browser never parses one', () => {
    expect(neutraliseHandlers('<img src="x" onerror="a()" onload=b()>')).toBe('<img src="x" data-blocked-onerror="a()" data-blocked-onload=b()>');
    expect(neutraliseHandlers('<svg/onload=alert(1)>')).toBe('<svg/data-blocked-onload=alert(1)>');
    expect(neutraliseHandlers('<p>turn on = off</p>')).toBe('<p>turn on = off</p>');
    expect(sanitizeHtml('<img src="x" ONERROR="a()">')).toBe('<img src="x">');
  });
});
