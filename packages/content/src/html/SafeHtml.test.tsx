import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('marks an image without a description as decorative and keeps the description of one that has it', () => {
    const html = sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="Bonus week banner">');
    const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('alt'))).toEqual(['', 'Bonus week banner']);
  });

  it('drops javascript: links and opens the others in a new tab safely', () => {
    const html = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://example.com">y</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });

  it('keeps a link only to a path of the site or an address openablePlatformUrl accepts', () => {
    const links = (html: string) =>
      [...new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(
      links(
        '<a href="/m/slot-games">a</a><a href="https://t.me/x">b</a><a href="https://user@evil.example/">c</a><a href="http://evil.example/">d</a>' +
          '<a href="https:evil.example">e</a><a href="//evil.example">f</a><a href="/\t/evil.example">g</a><a href="data:text/html,x">h</a>',
      ),
    ).toEqual(['/m/slot-games', 'https://t.me/x', null, null, null, null, null, null]);
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
    expect(sanitizeHtml('<img src="x" ONERROR="a()">')).toBe('<img src="x" alt="">');
  });
});

describe('SafeHtml under Trusted Types (the release CSP refuses a plain string in innerHTML)', () => {
  afterEach(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
    vi.resetModules();
  });

  it('writes only what the wl-html policy made, and that policy trusts nothing but the sanitiser’s output', async () => {
    const made: { policy: string; input: string; output: string }[] = [];
    const createPolicy = vi.fn((policy: string, rules: { createHTML: (input: string) => string }) => ({
      createHTML: (input: string) => {
        const output = rules.createHTML(input);
        made.push({ policy, input, output });
        return { toString: () => output };
      },
      createScriptURL: (input: string) => input,
    }));
    (globalThis as { trustedTypes?: unknown }).trustedTypes = { createPolicy };
    vi.resetModules();
    const { SafeHtml: Fresh } = await import('./SafeHtml');
    const hostile = '<p><b>Bonus</b> week</p><script>window.pwned()</script><img src="x" onerror="window.pwned()">';
    const { container } = render(<Fresh html={hostile} />);
    expect(screen.getByText('Bonus').tagName).toBe('B');
    const written = made.find((m) => m.policy === 'wl-html' && m.input === hostile);
    expect(written?.output).toBe(container.firstElementChild!.innerHTML);
    expect(written?.output).not.toMatch(/script|onerror/);
    // created once, named as the CSP's trusted-types directive names it
    expect(createPolicy.mock.calls.filter(([name]) => name === 'wl-html')).toHaveLength(1);
  });
});
