import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Tags and attributes server HTML (announcements, promotions, help) may keep. */
const CONFIG = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'span',
    'strong',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
    'div',
    'font',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'target', 'rel', 'colspan', 'rowspan', 'color', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
};

const HANDLER = /(<[^>]*?[\s/"'])on([a-z]+\s*=)/gi;

/**
 * Renames event-handler attributes (`onerror=` -> `data-blocked-onerror=`) before the HTML is parsed:
 * Chromium reports a CSP violation for any inline handler it parses, even in an inert document, and the
 * release CSP counts every report. DOMPurify still does the cleaning (and drops the renamed data attributes).
 */
export function neutraliseHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(HANDLER, '$1data-blocked-on$2');
  } while (current !== previous);
  return current;
}

function purify(html: string): HTMLElement {
  return DOMPurify.sanitize(neutraliseHandlers(html), { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
}

/** Cleans server HTML: no scripts, no event handlers, no javascript: URLs; links open safely. */
export function sanitizeHtml(html: string): string {
  const clean = purify(html);
  for (const link of clean.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return clean.innerHTML;
}

/** Plain text of server HTML (notice cards show content stripped to text). */
export function htmlToText(html: string): string {
  const clean = purify(html);
  return (clean.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * THE one place server HTML reaches the page. Every announcement, promotion and help text goes
 * through it; nothing else in the code base uses dangerouslySetInnerHTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
