import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from './module-boundaries.js';

// RuleTester reports through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.join(import.meta.dirname, 'fixture');
const file = (rel: string) => path.join(root, rel);
const options = [{ root }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('module-boundaries', plugin.rules['module-boundaries'], {
  valid: [
    { filename: file('modules/alpha/ui/page.ts'), code: "import { x } from '../../beta/index.ts';", options },
    { filename: file('modules/alpha/ui/page.ts'), code: "import { x } from '../services/own.ts';", options },
    { filename: file('src/modules.ts'), code: "import { m } from '../modules/alpha/module.ts';", options },
    { filename: file('tests/integration/a.test.ts'), code: "import { api } from '../../modules/alpha/api.ts';", options },
    { filename: file('src/lib/units.ts'), code: "import { z } from 'zod';", options },
    // A module's integration tests build the whole app, as the host does.
    { filename: file('modules/alpha/tests/flow.test.ts'), code: "import { seedAll } from '../../../src/composition.ts';", options },
    // …and may build fixtures with another module's test support.
    { filename: file('modules/alpha/tests/flow.test.ts'), code: "import { fixture } from '../../beta/tests/fixtures.ts';", options },
  ],
  invalid: [
    {
      // Test support is for tests: a module's code never reaches another module's.
      filename: file('modules/alpha/ui/page.ts'),
      code: "import { fixture } from '../../beta/tests/fixtures.ts';",
      options,
      errors: [{ messageId: 'internal' }],
    },
    {
      // A test imports another module's fixtures, not its tests.
      filename: file('modules/alpha/tests/flow.test.ts'),
      code: "import { x } from '../../beta/tests/other.test.ts';",
      options,
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('modules/alpha/ui/page.ts'),
      code: "import { x } from '../../beta/services/inner.ts';",
      options,
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('src/lib/units.ts'),
      code: "import { x } from '../../modules/alpha/index.ts';",
      options,
      errors: [{ messageId: 'infra' }],
    },
    {
      filename: file('src/i18n/messages.ts'),
      code: "import en from '../../modules/alpha/locales/en.ts';",
      options,
      errors: [{ messageId: 'infra' }],
    },
    // The host's catalogue never reaches into a module's: modules bring theirs through their manifests.
    {
      filename: file('locales/fr.ts'),
      code: "import accounts from '../modules/alpha/locales/fr.ts';",
      options,
      errors: [{ messageId: 'infra' }],
    },
    {
      filename: file('locales/en.ts'),
      code: "export { default } from '../modules/alpha/index.ts';",
      options,
      errors: [{ messageId: 'infra' }],
    },
    {
      filename: file('src/db/entities.ts'),
      code: "export { A } from '../../modules/alpha/entities.ts';",
      options,
      errors: [{ messageId: 'infra' }],
    },
    {
      filename: file('src/app/shell/top-bar.tsx'),
      code: "import { Menu } from '../../../modules/alpha/index.ts';",
      options,
      errors: [{ messageId: 'infra' }],
    },
    {
      filename: file('src/modules.ts'),
      code: "import { api } from '../modules/alpha/api.ts';",
      options,
      errors: [{ messageId: 'composition' }],
    },
    {
      filename: file('src/auth/viewer.ts'),
      code: "const m = import('../../modules/alpha/index.ts');",
      options,
      errors: [{ messageId: 'infra' }],
    },
    {
      filename: file('modules/alpha/ui/page.ts'),
      code: 'const m = import(`../../beta/services/inner.ts`);',
      options,
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('modules/alpha/ui/page.ts'),
      code: 'const name = "inner"; const m = import(`../../beta/services/${name}.ts`);',
      options,
      errors: [{ messageId: 'computed' }],
    },
    {
      filename: file('modules/alpha/ui/page.ts'),
      code: "import { MODULES } from '../../../src/composition.ts';",
      options,
      errors: [{ messageId: 'host' }],
    },
    {
      filename: file('modules/alpha/ui/page.ts'),
      code: "import { MODULES } from '../../../src/modules.ts';",
      options,
      errors: [{ messageId: 'host' }],
    },
    {
      filename: file('modules/alpha/ui/page.ts'),
      code: "import { Shell } from '../../../src/app/shell/layout-shell.tsx';",
      options,
      errors: [{ messageId: 'host' }],
    },
  ],
});

// The band's three layers (eslint.config.js declares the real ones): the engine imports no module,
// the renderer only the engine, the builder both.
const layered = [{ root, dependencies: { pacing: [], 'band-render': ['pacing'], 'band-builder': ['pacing', 'band-render'] } }];

tester.run('module-boundaries: declared direction', plugin.rules['module-boundaries'], {
  valid: [
    {
      filename: file('modules/band-render/services/row-cells.ts'),
      code: "import { planBands } from '../../pacing/index.ts';",
      options: layered,
    },
    { filename: file('modules/band-builder/api.ts'), code: "import { renderBandsPdf } from '../band-render/index.ts';", options: layered },
    {
      filename: file('modules/band-builder/ui/panel.client.tsx'),
      code: "import { PNG_DPIS } from '../../band-render/client.ts';",
      options: layered,
    },
    // Code a client component reaches (a helper of its page) takes the browser-safe surface too.
    {
      filename: file('modules/band-builder/ui/build-page.tsx'),
      code: "import { PNG_DPIS } from '../../band-render/client.ts';",
      options: layered,
    },
    // A module without declared dependencies is held by the index-only rule alone.
    {
      filename: file('modules/commerce/services/basket.ts'),
      code: "import { listOrderableBands } from '../../band-builder/index.ts';",
      options: layered,
    },
    // Tests and their support may build fixtures with another module.
    {
      filename: file('modules/pacing/services/test-support/fixture.ts'),
      code: "import { buildCourseProfile } from '../../../courses/index.ts';",
      options: layered,
    },
  ],
  invalid: [
    {
      filename: file('modules/pacing/services/plan-bands.ts'),
      code: "import { renderBandsPdf } from '../../band-render/index.ts';",
      options: layered,
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: file('modules/pacing/services/course-grid.ts'),
      code: "import { buildCourseProfile } from '../../courses/index.ts';",
      options: layered,
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: file('modules/band-render/services/band-layout.ts'),
      code: "import { parseBuildSettings } from '../../band-builder/index.ts';",
      options: layered,
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: file('modules/band-render/index.ts'),
      code: "export { themeForOrder } from '../band-builder/index.ts';",
      options: layered,
      errors: [{ messageId: 'direction' }],
    },
    {
      filename: file('modules/commerce/services/basket.ts'),
      code: "import { planSavedBand } from '../../band-builder/services/build/saved-bands-for-orders.ts';",
      options: layered,
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('modules/band-builder/ui/panel.client.tsx'),
      code: "import { PNG_DPIS } from '../../band-render/index.ts';",
      options: layered,
      errors: [{ messageId: 'client' }],
    },
  ],
});

tester.run('no-module-cycles', plugin.rules['no-module-cycles'], {
  valid: [{ filename: file('modules/gamma/index.ts'), code: "export { b } from '../beta/index.ts';", options }],
  invalid: [
    { filename: file('modules/alpha/index.ts'), code: "export { b } from '../beta/index.ts';", options, errors: [{ messageId: 'cycle' }] },
    {
      filename: file('modules/beta/ui/x.ts'),
      code: "import { a } from '../../alpha/index.ts';",
      options,
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

tester.run('orm-confinement', plugin.rules['orm-confinement'], {
  valid: [
    { filename: file('modules/alpha/data/a.repository.ts'), code: "import { raw } from '@mikro-orm/postgresql';", options },
    { filename: file('modules/alpha/entities/a.entity.ts'), code: "import { defineEntity } from '@mikro-orm/core';", options },
    { filename: file('migrations/Migration1.ts'), code: "import { Migration } from '@mikro-orm/migrations';", options },
    { filename: file('modules/alpha/seed.ts'), code: "import { EntityManager } from '@mikro-orm/postgresql';", options },
  ],
  invalid: [
    {
      filename: file('modules/alpha/ui/page.tsx'),
      code: "import { wrap } from '@mikro-orm/core';",
      options,
      errors: [{ messageId: 'orm' }],
    },
    {
      filename: file('modules/alpha/services/a.ts'),
      code: "import { EntityManager } from '@mikro-orm/postgresql';",
      options,
      errors: [{ messageId: 'orm' }],
    },
  ],
});
