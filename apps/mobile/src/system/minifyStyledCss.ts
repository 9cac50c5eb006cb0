import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** What the walk needs of an ESTree node (oxc's, with offsets). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const TAGS = new Set(['css', 'createGlobalStyle', 'keyframes']);

/** Whether a template tag is styled-components': `styled.div`, `styled(X)`, `styled.div.attrs(...)`, `css`, ... */
function isStyledTag(tag: Node): boolean {
  if (tag.type === 'Identifier') return TAGS.has(tag.name as string);
  if (tag.type === 'MemberExpression') {
    const object = tag.object as Node;
    return object.type === 'Identifier' ? object.name === 'styled' : isStyledTag(object);
  }
  if (tag.type === 'CallExpression') {
    const callee = tag.callee as Node;
    return callee.type === 'Identifier' ? callee.name === 'styled' : isStyledTag(callee);
  }
  return false;
}

/**
 * The CSS of one piece of a template, shorter and the same to the browser: comments gone, each run of white space
 * one space, none beside `{`, `}` and `;` nor after a property's colon. A piece with a backslash (an escape) is
 * left as it is, and one with a quote (a string, whose spaces count) only loses its comments.
 */
export function minifyCssPiece(raw: string): string {
  if (raw.includes('\\')) return raw;
  const css = raw.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/['"]/.test(css)) return css;
  return css
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/([a-z-]): /g, '$1:');
}

/**
 * styled-components keeps the CSS of its templates as written: indentation, line breaks and comments reached the
 * first JS (about 0.8 KB brotli of the home route). This build step writes each template's CSS without them, as
 * the styled-components Babel plugin's `minify` does, on our own modules only (decision 069).
 */
export function minifyStyledCss(): Plugin {
  return {
    name: 'wl:minify-styled-css',
    apply: 'build',
    transform: {
      // after TypeScript and JSX are JavaScript
      order: 'post',
      filter: { id: { include: /\.tsx?$/, exclude: /node_modules/ }, code: { include: /`/ } },
      handler(code, id) {
        if (!code.includes('styled') && !code.includes('css`')) return undefined;
        const out = new MagicString(code);
        const visit = (node: unknown) => {
          if (!node || typeof node !== 'object') return;
          if (Array.isArray(node)) return node.forEach(visit);
          const current = node as Node;
          if (current.type === 'TaggedTemplateExpression' && isStyledTag(current.tag as Node)) {
            for (const quasi of (current.quasi as { quasis: Node[] }).quasis) {
              const raw = (quasi.value as { raw: string }).raw;
              const short = minifyCssPiece(raw);
              // a template element's offsets are those of its raw text (between ` or } and ${ or `)
              if (short === raw || quasi.end - quasi.start !== raw.length) continue;
              if (short) out.overwrite(quasi.start, quasi.end, short);
              else out.remove(quasi.start, quasi.end);
            }
          }
          for (const [key, value] of Object.entries(current)) if (key !== 'start' && key !== 'end' && typeof value === 'object') visit(value);
        };
        visit(parseAst(code, { lang: 'js' }) as unknown);
        if (!out.hasChanged()) return undefined;
        return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}
