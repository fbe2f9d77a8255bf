// `node --test tools/scripts/web-feature-imports.test.mjs`: the web feature-import rule on small cases.
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { webFeatureImportsRule } from './web-feature-imports.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const features = path.resolve('apps/web/src/features');
const at = (file) => path.join(features, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('web-feature-imports', webFeatureImportsRule, {
  valid: [
    { filename: at('embedded/embedded-methods.ts'), code: "import { selectDataMask } from '../dashboard';" },
    { filename: at('embedded/pages/EmbeddedPage.tsx'), code: "import { DashboardView } from '../../dashboard/index';" },
    { filename: at('dashboard/editor/useLayoutDrop.ts'), code: "import { moveNode } from '../layout/layout-edit';" },
    { filename: at('dashboard/index.ts'), code: "import { PATHS } from '../../routing';" },
    { filename: at('embedded/pages/EmbeddedPage.spec.tsx'), code: "import { dashboardLoaded } from '../../dashboard/dashboard.slice';" },
    { filename: at('home/pages/HomePage.spec.tsx'), code: "import { registerFeatures } from '../../../app/features';" },
    { filename: path.resolve('apps/web/src/app/features.ts'), code: "import { registerDashboardFeature } from '../features/dashboard';" },
  ],
  invalid: [
    {
      filename: at('embedded/use-guest-session.ts'),
      code: "import type { StateWithDashboard } from '../dashboard/dashboard.selectors';",
      errors: [
        { messageId: 'deepImport', data: { feature: 'dashboard', entry: '../dashboard', specifier: '../dashboard/dashboard.selectors' } },
      ],
    },
    {
      filename: at('embedded/pages/EmbeddedPage.tsx'),
      code: "export { DashboardView } from '../../dashboard/components/DashboardView/DashboardView';",
      errors: [{ messageId: 'deepImport' }],
    },
    {
      filename: at('embedded/index.ts'),
      code: "const load = () => import('../dashboard/pages/DashboardPage');",
      errors: [{ messageId: 'deepImport' }],
    },
    { filename: at('navigation/nav-items.ts'), code: "import { PATHS } from '../../app/paths';", errors: [{ messageId: 'appImport' }] },
    {
      filename: at('home/pages/HomePage.tsx'),
      code: "import { useRegistries } from '../../../app/routes';",
      errors: [{ messageId: 'appImport' }],
    },
  ],
});
