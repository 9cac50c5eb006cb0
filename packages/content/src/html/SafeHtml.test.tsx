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
});

describe('neutraliseHandlers', () => {
  it('renames every handler attribute before parsing, so the browser never parses one', () => {
    expect(neutraliseHandlers('<img src="x" onerror="a()" onload=b()>')).toBe('<img src="x" data-blocked-onerror="a()" data-blocked-onload=b()>');
    expect(neutraliseHandlers('<svg/onload=alert(1)>')).toBe('<svg/data-blocked-onload=alert(1)>');
    expect(neutraliseHandlers('<p>turn on = off</p>')).toBe('<p>turn on = off</p>');
    expect(sanitizeHtml('<img src="x" ONERROR="a()">')).toBe('<img src="x">');
  });
});
