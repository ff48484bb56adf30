import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const srcRoot = path.resolve('packages/client/src');
const at = (file: string) => path.join(srcRoot, file);
const options = [{ srcRoot, layers: [['i18n'], ['router'], ['note'], ['app'], ['pages/*']] }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('module-boundaries', rule, {
  valid: [
    { filename: at('note/Note.tsx'), code: "import { t } from '@/i18n/index.ts';", options },
    { filename: at('app/routes.ts'), code: "const p = () => import('../pages/note/NotePage.tsx');", options },
    // a page area loads its own parts on demand
    { filename: at('pages/note/NotePage.tsx'), code: "const p = () => import('./NoteTabs.tsx');", options },
    // tools loaded on first use are not pages
    { filename: at('note/Note.tsx'), code: "const p = () => import('@/app/index.ts');", options },
  ],
  invalid: [
    {
      filename: at('router/RouterView.tsx'),
      code: "const p = () => import('../pages/note/NotePage.tsx');",
      options,
      errors: [{ messageId: 'page' }],
    },
    {
      filename: at('pages/user/UserPage.tsx'),
      code: "const p = () => import('@/pages/note/NotePage.tsx');",
      options,
      errors: [{ messageId: 'page' }],
    },
    {
      filename: at('i18n/index.ts'),
      code: "import { Link } from '@/router/index.ts';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('note/Note.tsx'),
      code: "import { x } from '@/router/route-registry.ts';",
      options,
      errors: [{ messageId: 'deep' }],
    },
  ],
});
