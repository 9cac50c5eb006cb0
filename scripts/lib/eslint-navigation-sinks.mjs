// ESLint rule `wl/navigation-sinks` (issue 26 item 1): the browser navigates to a URL only through
// @wl/api-client's platformUrl.ts (`openPlatformUrl`, `openBlankWindow`), which refuses every URL that is not a
// safe web address. Anywhere else it reports `window.open(...)`, `location.assign(...)` / `location.replace(...)`,
// `location = ...`, `x.location = ...` and `x.location.href = ...` (any property of a location: a popup's too).
// `location.reload()` of the app's own page is not a navigation to a platform URL and stays allowed.
// A rule of its own rather than no-restricted-syntax: that rule takes one setting per file, which other blocks
// of eslint.config.js (the barrel rule) also set.

const WINDOWS = new Set(['window', 'globalThis', 'self', 'top', 'parent']);

/** The name of an identifier, or of the (non-computed) property a member expression reads. */
const nameOf = (node) => {
  if (!node) return undefined;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return undefined;
};
const isLocation = (node) => nameOf(node) === 'location';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'navigations go through openPlatformUrl (@wl/api-client platformUrl.ts)' },
    schema: [],
    messages: {
      sink: '{{what}} navigates the browser: open a URL with openPlatformUrl / openBlankWindow (@wl/api-client), which refuses unsafe URLs (issue 26 item 1).',
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'sink', data: { what } });
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression') return;
        const method = nameOf(callee);
        if (method === 'open' && callee.object.type === 'Identifier' && WINDOWS.has(callee.object.name)) report(node, `${callee.object.name}.open()`);
        else if ((method === 'assign' || method === 'replace') && isLocation(callee.object)) report(node, `location.${method}()`);
      },
      AssignmentExpression(node) {
        const left = node.left;
        if (left.type === 'Identifier' && left.name === 'location') report(node, 'location =');
        else if (left.type === 'MemberExpression' && isLocation(left)) report(node, 'location =');
        else if (left.type === 'MemberExpression' && isLocation(left.object)) report(node, `location.${nameOf(left) ?? '[...]'} =`);
      },
    };
  },
};
