// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minifyCssPiece, minifyStyledCss } from './minifyStyledCss';

type Handler = (code: string, id: string) => { code: string } | undefined;
const transform = (code: string) => (minifyStyledCss().transform as { handler: Handler }).handler(code, '/app/src/X.tsx')?.code ?? code;

describe('minifyStyledCss', () => {
  it('writes the CSS of a piece without comments, indentation and the spaces around braces, semicolons and colons', () => {
    expect(minifyCssPiece('\n  display: flex;\n  /* a note */\n  & dt {\n    color: red;\n  }\n  padding: 0 ')).toBe(
      ' display:flex;& dt{color:red;}padding:0 ',
    );
    // a string keeps its spaces (only the comment goes); an escape keeps the piece as it is
    expect(minifyCssPiece("\n  content: 'a  b'; /* c */\n")).toBe("\n  content: 'a  b'; \n");
    expect(minifyCssPiece("\n  content: '\\201C';\n")).toBe("\n  content: '\\201C';\n");
  });

  it("minifies styled-components' templates only, keeping every interpolation and the spaces between values", () => {
    const code = [
      'const A = styled.div`\n  gap: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};\n  color: red;\n`;',
      'const B = styled(Card).attrs({ as: "li" })`\n  margin: 0;\n`;',
      'const C = css`\n  top: 0;\n`;',
      'const D = html`\n  <p> a </p>\n`;',
    ].join('\n');
    expect(transform(code).split('\n')).toEqual([
      'const A = styled.div` gap:${(p) => p.theme.space[1]} ${(p) => p.theme.space[2]};color:red;`;',
      'const B = styled(Card).attrs({ as: "li" })` margin:0;`;',
      'const C = css` top:0;`;',
      'const D = html`',
      '  <p> a </p>',
      '`;',
    ]);
  });
});
