#!/usr/bin/env node
// Proves the import-direction lint rule (docs/design.md section 3) is alive: ESLint must refuse an import
// against the layers and accept one along them. Run by the test command next to the lint step.
import { ESLint } from 'eslint';

const cases = [
  { file: 'packages/ui-kit/src/Probe.ts', code: "import { checkAccess } from '@wl/auth';\nexport const x = checkAccess;\n", refused: true },
  { file: 'packages/api-client/src/probe.ts', code: "import { useLogout } from '@wl/auth';\nexport const x = useLogout;\n", refused: true },
  { file: 'packages/games/src/probe.ts', code: "import { SafeHtml } from '@wl/content';\nexport const x = SafeHtml;\n", refused: true },
  { file: 'packages/content/src/probe.ts', code: "import { createDemoApp } from '@wl/demo-api';\nexport const x = createDemoApp;\n", refused: true },
  { file: 'packages/games/src/probe.ts', code: "import { checkAccess } from '@wl/auth';\nexport const x = checkAccess;\n", refused: false },
];

const eslint = new ESLint();
let failed = 0;
for (const { file, code, refused } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  const hit = result.messages.some((m) => m.ruleId === 'no-restricted-imports');
  const ok = hit === refused;
  failed += ok ? 0 : 1;
  console.log(`${ok ? '✔' : '✖'} ${file}: ${code.split('\n')[0]} ${refused ? 'is refused' : 'is allowed'}`);
}
if (failed) {
  console.error(`✖ the import-direction rule is not enforced as docs/design.md section 3 says (${failed} case(s))`);
  process.exit(1);
}
