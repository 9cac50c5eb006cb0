#!/usr/bin/env node
// Proves the import-direction lint rule (docs/design.md section 3) is alive: ESLint must refuse an import
// against the layers and accept one along them; and the barrel rule: a package's index.ts only re-exports. Run by the test command next to the lint step.
import { ESLint } from 'eslint';

const cases = [
  { file: 'packages/ui-kit/src/Probe.ts', code: "import { checkAccess } from '@wl/auth';\nexport const x = checkAccess;\n", refused: true },
  { file: 'packages/api-client/src/probe.ts', code: "import { useLogout } from '@wl/auth';\nexport const x = useLogout;\n", refused: true },
  { file: 'packages/games/src/probe.ts', code: "import { SafeHtml } from '@wl/content';\nexport const x = SafeHtml;\n", refused: true },
  { file: 'packages/content/src/probe.ts', code: "import { createDemoApp } from '@wl/demo-api';\nexport const x = createDemoApp;\n", refused: true },
  { file: 'packages/games/src/probe.ts', code: "import { checkAccess } from '@wl/auth';\nexport const x = checkAccess;\n", refused: false },
  { file: 'packages/auth/src/probe.ts', code: "import { useProtectionEntry } from '@wl/protection';\nexport const x = useProtectionEntry;\n", refused: true },
  { file: 'packages/content/src/probe.ts', code: "import { useProtectionEntry } from '@wl/protection';\nexport const x = useProtectionEntry;\n", refused: false },
  // a barrel only re-exports (eslint.config.js, docs/design.md section 9)
  { file: 'packages/games/src/index.ts', code: "export const screens = { list: () => import('./list') };\n", refused: true, rule: 'no-restricted-syntax' },
  { file: 'packages/games/src/index.ts', code: "export { x } from './x';\nexport type { Y } from './y';\n", refused: false, rule: 'no-restricted-syntax' },
];

const eslint = new ESLint();
let failed = 0;
for (const { file, code, refused, rule = 'no-restricted-imports' } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  const hit = result.messages.some((m) => m.ruleId === rule);
  const ok = hit === refused;
  failed += ok ? 0 : 1;
  console.log(`${ok ? '✔' : '✖'} ${file}: ${code.split('\n')[0]} ${refused ? 'is refused' : 'is allowed'}`);
}
if (failed) {
  console.error(`✖ the import-direction rule is not enforced as docs/design.md section 3 says (${failed} case(s))`);
  process.exit(1);
}
