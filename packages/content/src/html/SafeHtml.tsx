import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { openablePlatformUrl } from '@wl/api-client';
import { createTrustedPolicy } from '@wl/ui-kit';

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

// `[^<>]`, not `[^>]`: a match starts at the last `<` before the handler, so text full of `<` is read once, not once per `<`
const HANDLER = /(<[^<>]*?[\s/"'])on([a-z]+\s*=)/gi;

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

/** Whether server content is HTML (it has a tag) rather than plain text. */
const TAG = /<\/?[a-z][^>]*>/i;

/** Spaces and tabs before a line break (from the first of a run: linear time, where `/[ \t]*\n/` reads a long run once per space). */
const SPACES_BEFORE_BREAK = /(?<![ \t])[ \t]+(?=\n)/g;

/** Each line break, with the spaces and tabs around it, as a `<br>`. */
const lineBreaks = (text: string) => text.replace(SPACES_BEFORE_BREAK, '').replace(/\n[ \t]*/g, '<br>');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Plain-text content as HTML: a blank line starts a paragraph, a single line break stays a line break (in HTML,
 * white space collapses, so "Line one\nLine two" would otherwise run together). HTML is left as it is.
 */
export function plainTextToHtml(content: string): string {
  if (TAG.test(content)) return content;
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${lineBreaks(escapeText(paragraph))}</p>`)
    .join('');
}

function purify(content: string): HTMLElement {
  return DOMPurify.sanitize(neutraliseHandlers(plainTextToHtml(content)), { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
}

/** Cleans server HTML (plain text becomes paragraphs): no scripts, no event handlers, no javascript: URLs; links open safely. */
/** `/m/slot-games`: a path on this site (one that resolves to another origin, `/\tevil` say, is not). */
function isSitePath(href: string): boolean {
  try {
    return href.startsWith('/') && new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function sanitizeHtml(html: string): string {
  const clean = purify(html);
  for (const link of clean.querySelectorAll('a')) {
    // a link leaves the site only as openablePlatformUrl accepts it (issue 26 item 1); a path of the site stays
    const href = link.getAttribute('href');
    if (href !== null && !isSitePath(href) && openablePlatformUrl(href, { ownOrigin: window.location.origin }) === undefined) link.removeAttribute('href');
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  // an image the merchant gave no description is decorative to a screen reader (alt=""), never read as its file
  // name (WCAG 1.1.1; axe image-alt); one with a description keeps it
  for (const image of clean.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
  return clean.innerHTML;
}

/** Elements that stand apart from the text around them: a blank line before and after. */
const PARAGRAPHS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'UL', 'OL', 'TABLE', 'HR']);
/** Elements that start a line of their own. */
const LINES = new Set(['DIV', 'LI', 'TR']);

/**
 * Plain text of server content (notice cards show content stripped to text), keeping its paragraphs (a blank
 * line between them) and line breaks (`<br>`, list items, rows): `textContent` alone would run "one.</p><p>Two"
 * together as "one.Two". Plain-text content keeps its own line breaks. Shown with `white-space: pre-line`.
 */
export function htmlToText(html: string): string {
  let text = '';
  const breakLine = (count: 1 | 2) => {
    if (text === '') return;
    const missing = count - (/(?<!\n)\n*$/.exec(text)?.[0].length ?? 0);
    if (missing > 0) text += '\n'.repeat(missing);
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const part = (node.textContent ?? '').replace(/\s+/g, ' ');
      text += text === '' || text.endsWith('\n') ? part.trimStart() : part;
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      text += '\n';
      return;
    }
    const lines = PARAGRAPHS.has(node.tagName) ? 2 : LINES.has(node.tagName) ? 1 : 0;
    if (lines) breakLine(lines);
    node.childNodes.forEach(walk);
    if (lines) breakLine(lines);
    else if (node.tagName === 'TD' || node.tagName === 'TH') text += ' ';
  };
  purify(html).childNodes.forEach(walk);
  return text
    .replace(SPACES_BEFORE_BREAK, '')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The Trusted Types policy of server HTML (the release CSP refuses a plain string in innerHTML): what it trusts is
 * the sanitiser's output, whatever it is given. DOMPurify parses the input through its own `dompurify` policy.
 */
const serverHtml = createTrustedPolicy('wl-html', { createHTML: sanitizeHtml });

/**
 * THE one place server HTML reaches the page. Every announcement, promotion and help text goes
 * through it; nothing else in the code base uses dangerouslySetInnerHTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => serverHtml.html(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
