// The import-cycle check of issue 39 (decision 087): no circle of imports anywhere in the code, type-only imports
// included (a type-only circle still ties two files that should be one, or a third that both take from). The layer
// rule between packages is ESLint's (scripts/lib/layers.mjs); this one holds inside a package too.
// Run by `pnpm lint:cycles` (part of `pnpm lint`, so of the test command).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: take what both need from a module of its own (docs/decisions/087).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // type-only imports count (TypeScript drops them from the output, the circle stays in the code)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // the workspace's packages resolve through their node_modules links to packages/*/src, which are followed;
    // third-party packages are not
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)storybook-static/', '(^|/)fleet-brands/', '\\.d\\.ts$'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
