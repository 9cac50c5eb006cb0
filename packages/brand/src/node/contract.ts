import { dictionaryOf, isObject, MODE_ROOTS, PLATFORM, StyleDictionary, type Tree } from './styleDictionary';

/**
 * ui-kit's typed token contract (packages/ui-kit/src/tokenContract.ts) built from its DTCG file by Style Dictionary
 * (`pnpm tokens:contract`): the interfaces, the contract's shape as data and its sample brand.
 */

const MODES = ['dark', 'light'] as const;

/** ui-kit's DTCG contract file and the TypeScript Style Dictionary builds from it (`pnpm tokens:contract`). */
export const CONTRACT_FILE = 'packages/ui-kit/src/tokenContract.json';
export const CONTRACT_MODULE = 'packages/ui-kit/src/tokenContract.ts';
const CONTRACT_FORMAT = 'wl/typescript/contract';

const identifier = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);
const doc = (text: unknown, indent: string) => (typeof text === 'string' ? `${indent}/** ${text} */\n` : '');
const children = (node: Tree) => Object.entries(node).filter(([key, child]) => !key.startsWith('$') && isObject(child)) as [string, Tree][];

/** A group of built tokens as a TypeScript type: one `string` per token, with the token's description. */
function typeOf(node: Tree, indent: string): string {
  if ('$value' in node) return 'string';
  const inner = `${indent}  `;
  return `{\n${children(node)
    .map(([key, child]) => `${doc(child.$description, inner)}${inner}${identifier(key)}: ${typeOf(child, inner)};`)
    .join('\n')}\n${indent}}`;
}

/** A group of built tokens as a TypeScript value: `leaf` of each token (its CSS value, or its type for the shape). */
function valueOf(node: Tree, indent: string, leaf: (token: Tree) => string): string {
  if ('$value' in node) return `'${leaf(node).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const inner = `${indent}  `;
  return `{\n${children(node)
    .map(([key, child]) => `${inner}${identifier(key)}: ${valueOf(child, inner, leaf)},`)
    .join('\n')}\n${indent}}`;
}

StyleDictionary.registerFormat({
  name: CONTRACT_FORMAT,
  // the dark mode's dictionary gives the contract's shape, types and descriptions; `light` is the other mode's tree
  format: ({ dictionary, options }) => {
    const tokens = dictionary.tokens as Tree;
    const light = (options as { light: Tree }).light;
    const pick = (from: Tree, names: string[]) => Object.fromEntries(names.map((name) => [name, from[name]])) as Tree;
    const modeNames = [...MODE_ROOTS];
    const scaleNames = children(tokens).map(([name]) => name).filter((name) => !MODE_ROOTS.has(name));
    const [mode, lightMode, scale] = [pick(tokens, modeNames), pick(light, modeNames), pick(tokens, scaleNames)];
    const css = (token: Tree) => String(token.$value);
    const color = tokens.color as Tree;
    const modeMembers = children(mode)
      .map(([name, group]) => `${doc(group.$description, '  ')}  ${name}: ${name === 'color' ? 'ColorTokens' : typeOf(group, '  ')};`)
      .join('\n');
    return `// Built by \`pnpm tokens:contract\` (Style Dictionary) from tokenContract.json, the token contract in DTCG:
// edit that file, not this one. The test command checks that this file is current.

${doc(color.$description, '')}export interface ColorTokens ${typeOf(color, '')}

/** What changes with the colour mode: a brand sets it once for \`dark\` and once for \`light\`. */
export interface ModeTokens {
${modeMembers}
}

/** What does not change with the colour mode. */
export interface ScaleTokens ${typeOf(scale, '')}

export interface BrandTokens {
  dark: ModeTokens;
  light: ModeTokens;
  scale: ScaleTokens;
}

/** The contract's shape as data: every token with its DTCG type. */
export const TOKEN_SHAPE: ModeTokens & ScaleTokens = ${valueOf({ ...mode, ...scale }, '', (token) => String(token.$type))};

/** ui-kit's sample brand (the contract file's values), for tests and stories. */
export const SAMPLE_TOKENS: BrandTokens = {
  dark: ${valueOf(mode, '  ', css)},
  light: ${valueOf(lightMode, '  ', css)},
  scale: ${valueOf(scale, '  ', css)},
};
`;
  },
});

/**
 * The ui-kit contract module (CONTRACT_MODULE) built from the contract's DTCG file: its interfaces (a `string` per
 * token, with the token's description), the shape as data and the sample values, resolved by Style Dictionary.
 */
export async function contractModule(file: Tree): Promise<string> {
  const sets = Object.fromEntries(Object.entries(file).filter(([name]) => !name.startsWith('$'))) as Record<string, Tree>;
  const shared = Object.entries(sets).filter(([name]) => !(MODES as readonly string[]).includes(name));
  const modeTree = (mode: (typeof MODES)[number]): Tree => Object.assign({}, ...shared.map(([, set]) => structuredClone(set)), structuredClone(sets[mode]));
  const dictionary = (mode: (typeof MODES)[number], options: Tree) =>
    dictionaryOf(modeTree(mode), [{ destination: 'tokenContract.ts', format: CONTRACT_FORMAT, options }]);
  const lightTokens = (await (await dictionary('light', {})).getPlatformTokens(PLATFORM)).tokens;
  const dark = await dictionary('dark', { light: lightTokens });
  const [built] = await dark.formatPlatform(PLATFORM);
  return String(built!.output);
}
