#!/usr/bin/env node
// `pnpm brand:docs` writes docs/brand-config.md, the reference of every brand config field, generated from the
// zod schema (packages/brand/src/schema.ts): types, limits and allowed values from the schema itself,
// descriptions from its doc comments. `--check` (the test command) fails when the file is not current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA_FILE = path.join(root, 'packages/brand/src/schema.ts');
const OUT = path.join(root, 'docs/brand-config.md');

const { brandSchema } = await tsImport(SCHEMA_FILE, import.meta.url);
const { FLAG_KEYS } = await tsImport(path.join(root, 'packages/brand/src/keys.ts'), import.meta.url);
const { RESOURCE_LANGUAGES } = await tsImport(path.join(root, 'packages/i18n/src/languages.ts'), import.meta.url);

// the tokens are not config fields: they come from the brand's DTCG token file (docs/decisions/084-dtcg-tokens.md)
const json = z.toJSONSchema(brandSchema.omit({ tokens: true }), {
  unrepresentable: 'any',
  override: (ctx) => {
    if (ctx.zodSchema._zod.def.type === 'custom') Object.assign(ctx.jsonSchema, { type: 'string', format: 'language' });
  },
});

/** Doc comments of schema.ts by field path (`api.baseUrl`, `links.download[].url`), read with TypeScript. */
function docComments() {
  const source = ts.createSourceFile(SCHEMA_FILE, fs.readFileSync(SCHEMA_FILE, 'utf8'), ts.ScriptTarget.Latest, true);
  const variables = new Map();
  source.forEachChild((node) => {
    if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) variables.set(d.name.text, d.initializer);
  });
  const docs = new Map();
  const visit = (node, prefix, seen) => {
    if (ts.isIdentifier(node) && variables.has(node.text) && !seen.has(node.text))
      return visit(variables.get(node.text), prefix, new Set([...seen, node.text]));
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'array') {
      return node.arguments.forEach((arg) => visit(arg, `${prefix}[]`, seen));
    }
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!property.name) continue;
        const key = property.name.getText(source).replace(/^'|'$/g, '');
        const field = prefix ? `${prefix}.${key}` : key;
        const comment = ts
          .getJSDocCommentsAndTags(property)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .join(' ')
          .trim();
        if (comment) docs.set(field, comment.replace(/\s+/g, ' '));
        if (ts.isPropertyAssignment(property)) visit(property.initializer, field, seen);
      }
      return undefined;
    }
    return node.forEachChild((child) => visit(child, prefix, seen));
  };
  visit(variables.get('brandSchema'), '', new Set());
  return docs;
}

const code = (value) => `\`${value}\``;
function describeType(schema) {
  if (schema.const !== undefined) return code(JSON.stringify(schema.const));
  if (schema.enum) return schema.enum.map((v) => code(JSON.stringify(v))).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(describeType).join(' or ');
  if (schema.format === 'language') return `language code with a translation (${RESOURCE_LANGUAGES.join(', ')})`;
  if (schema.type === 'array') {
    const limits = schema.minItems ? `, at least ${schema.minItems}` : '';
    const items = schema.items?.type === 'object' ? 'objects' : describeType(schema.items ?? {});
    return `list of ${items}${limits}`;
  }
  if (schema.type === 'object') return 'object';
  const parts = [schema.minLength ? `non-empty ${schema.type}` : (schema.type ?? 'any')];
  if (schema.format) parts.push(`(${schema.format})`);
  if (schema.pattern) parts.push(`matching ${code(schema.pattern)}`);
  if (schema.minimum !== undefined && schema.maximum !== undefined) parts.push(`${schema.minimum} to ${schema.maximum}`);
  return parts.join(' ');
}

const docs = docComments();
const rows = [];
function walk(schema, prefix, required) {
  const seenSiblings = new Map();
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const field = prefix ? `${prefix}.${key}` : key;
    const same = seenSiblings.get(JSON.stringify(child));
    if (same && child.type === 'object') {
      rows.push([field, `object: the same fields as ${code(same)}`, 'yes', docs.get(field) ?? '']);
      continue;
    }
    seenSiblings.set(JSON.stringify(child), field);
    const isRequired = required && (schema.required ?? []).includes(key);
    rows.push([field, describeType(child), isRequired ? 'yes' : 'no', docs.get(field) ?? '']);
    if (child.type === 'object') walk(child, field, isRequired);
    if (child.type === 'array' && child.items?.type === 'object') walk(child.items, `${field}[]`, isRequired);
  }
}
walk(json, '', true);
const escape = (cell) =>
  String(cell)
    .replace(/\|/g, '\\|')
    .replace(/\\\\\|/g, '\\|');

const markdown = `<!-- generated by scripts/brand-docs.mjs from packages/brand/src/schema.ts: do not edit, run pnpm brand:docs -->
# Brand config reference

Every field of \`brands/<id>/brand.config.ts\` (\`defineBrand({...})\`), as the zod schema validates it before a
build. A brand that \`extends\` another (\`extends: 'default'\`) sets only \`id\` and what differs; the rest is
deep-merged from the brand it extends (objects key by key, lists replaced; \`assets\` and \`links\`, once the brand sets them,
are its own whole: no logo or contact of the brand it extends shows), and the merged result must satisfy
every "required" below. Unknown fields are refused. The release checks add: text and background token pairs
meet WCAG AA contrast in both modes (\`packages/brand/src/contrastChecks.ts\`), every language has a translation,
menu keys are not repeated, asset files exist and are at most 48 KB (\`packages/brand/src/node/checks.ts\`).

Colours, type, spacing, radii and shadows are not config fields: they are the brand's design tokens, one DTCG file
\`brands/<id>/tokens.json\` beside the config (sets \`dark\` and \`light\` for the colour modes, any other set shared by
both; a brand that extends another sets only the tokens that differ). The token contract is ui-kit's
(\`packages/ui-kit/src/tokens.ts\`); docs/storybook.md "Tokens from a design tool" says how a designer's export
becomes a brand's file.

Flags (\`flags.*\`, white-label switches by platform module id): ${FLAG_KEYS.map(code).join(', ')}.

| field | type | required | description |
|---|---|---|---|
${rows.map((row) => `| ${row.map(escape).join(' | ')} |`).join('\n')}
`;

if (process.argv.includes('--check')) {
  const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '';
  if (current !== markdown) {
    console.error(`✖ ${path.relative(root, OUT)} is not what the brand schema generates: run pnpm brand:docs and commit it`);
    process.exit(1);
  }
  console.log(`✔ ${path.relative(root, OUT)} matches the brand schema`);
} else {
  fs.writeFileSync(OUT, markdown);
  console.log(`• wrote ${path.relative(root, OUT)} (${rows.length} fields)`);
}
