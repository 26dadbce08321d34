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
/** A case of `code` in the fixture file `rel`, which the rule lets through, or reports with `messageId`. */
const accepted = (rel: string, code: string, ruleOptions: object[] = options) => ({ filename: file(rel), code, options: ruleOptions });
const refused = (rel: string, code: string, messageId: string, ruleOptions: object[] = options) => ({
  ...accepted(rel, code, ruleOptions),
  errors: [{ messageId }],
});
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('module-boundaries', plugin.rules['module-boundaries'], {
  valid: [
    accepted('modules/alpha/ui/page.ts', "import { x } from '../../beta/index.ts';"),
    accepted('modules/alpha/ui/page.ts', "import { x } from '../services/own.ts';"),
    accepted('src/modules.ts', "import { m } from '../modules/alpha/module.ts';"),
    accepted('tests/integration/a.test.ts', "import { api } from '../../modules/alpha/api.ts';"),
    accepted('src/lib/units.ts', "import { z } from 'zod';"),
    // A module's integration tests build the whole app, as the host does.
    accepted('modules/alpha/tests/flow.test.ts', "import { seedAll } from '../../../src/composition.ts';"),
    // …and may build fixtures with another module's test support.
    accepted('modules/alpha/tests/flow.test.ts', "import { fixture } from '../../beta/tests/fixtures.ts';"),
  ],
  invalid: [
    // Test support is for tests: a module's code never reaches another module's.
    refused('modules/alpha/ui/page.ts', "import { fixture } from '../../beta/tests/fixtures.ts';", 'internal'),
    // A test imports another module's fixtures, not its tests.
    refused('modules/alpha/tests/flow.test.ts', "import { x } from '../../beta/tests/other.test.ts';", 'internal'),
    refused('modules/alpha/ui/page.ts', "import { x } from '../../beta/services/inner.ts';", 'internal'),
    refused('src/lib/units.ts', "import { x } from '../../modules/alpha/index.ts';", 'infra'),
    refused('src/i18n/messages.ts', "import en from '../../modules/alpha/locales/en.ts';", 'infra'),
    // The host's catalogue never reaches into a module's: modules bring theirs through their manifests.
    refused('locales/fr.ts', "import accounts from '../modules/alpha/locales/fr.ts';", 'infra'),
    refused('locales/en.ts', "export { default } from '../modules/alpha/index.ts';", 'infra'),
    refused('src/db/entities.ts', "export { A } from '../../modules/alpha/entities.ts';", 'infra'),
    refused('src/app/shell/top-bar.tsx', "import { Menu } from '../../../modules/alpha/index.ts';", 'infra'),
    refused('src/modules.ts', "import { api } from '../modules/alpha/api.ts';", 'composition'),
    refused('src/auth/viewer.ts', "const m = import('../../modules/alpha/index.ts');", 'infra'),
    refused('modules/alpha/ui/page.ts', 'const m = import(`../../beta/services/inner.ts`);', 'internal'),
    refused('modules/alpha/ui/page.ts', 'const name = "inner"; const m = import(`../../beta/services/${name}.ts`);', 'computed'),
    refused('modules/alpha/ui/page.ts', "import { MODULES } from '../../../src/composition.ts';", 'host'),
    refused('modules/alpha/ui/page.ts', "import { MODULES } from '../../../src/modules.ts';", 'host'),
    refused('modules/alpha/ui/page.ts', "import { Shell } from '../../../src/app/shell/layout-shell.tsx';", 'host'),
  ],
});

// The band's three layers (eslint.config.js declares the real ones): the engine imports no module,
// the renderer only the engine, the builder both.
const layered = [{ root, dependencies: { pacing: [], 'band-render': ['pacing'], 'band-builder': ['pacing', 'band-render'] } }];

tester.run('module-boundaries: declared direction', plugin.rules['module-boundaries'], {
  valid: [
    accepted('modules/band-render/services/row-cells.ts', "import { planBands } from '../../pacing/index.ts';", layered),
    accepted('modules/band-builder/api.ts', "import { renderBandsPdf } from '../band-render/index.ts';", layered),
    accepted('modules/band-builder/ui/panel.client.tsx', "import { PNG_DPIS } from '../../band-render/client.ts';", layered),
    // Code a client component reaches (a helper of its page) takes the browser-safe surface too.
    accepted('modules/band-builder/ui/build-page.tsx', "import { PNG_DPIS } from '../../band-render/client.ts';", layered),
    // A module without declared dependencies is held by the index-only rule alone.
    accepted('modules/commerce/services/basket.ts', "import { listOrderableBands } from '../../band-builder/index.ts';", layered),
    // Tests and their support may build fixtures with another module.
    accepted('modules/pacing/services/test-support/fixture.ts', "import { buildCourseProfile } from '../../../courses/index.ts';", layered),
  ],
  invalid: [
    refused('modules/pacing/services/plan-bands.ts', "import { renderBandsPdf } from '../../band-render/index.ts';", 'direction', layered),
    refused('modules/pacing/services/course-grid.ts', "import { buildCourseProfile } from '../../courses/index.ts';", 'direction', layered),
    refused(
      'modules/band-render/services/band-layout.ts',
      "import { parseBuildSettings } from '../../band-builder/index.ts';",
      'direction',
      layered,
    ),
    refused('modules/band-render/index.ts', "export { themeForOrder } from '../band-builder/index.ts';", 'direction', layered),
    refused(
      'modules/commerce/services/basket.ts',
      "import { planSavedBand } from '../../band-builder/services/build/saved-bands-for-orders.ts';",
      'internal',
      layered,
    ),
    refused('modules/band-builder/ui/panel.client.tsx', "import { PNG_DPIS } from '../../band-render/index.ts';", 'client', layered),
  ],
});

tester.run('no-module-cycles', plugin.rules['no-module-cycles'], {
  valid: [accepted('modules/gamma/index.ts', "export { b } from '../beta/index.ts';")],
  invalid: [
    refused('modules/alpha/index.ts', "export { b } from '../beta/index.ts';", 'cycle'),
    refused('modules/beta/ui/x.ts', "import { a } from '../../alpha/index.ts';", 'cycle'),
  ],
});

tester.run('orm-confinement', plugin.rules['orm-confinement'], {
  valid: [
    accepted('modules/alpha/data/a.repository.ts', "import { raw } from '@mikro-orm/postgresql';"),
    accepted('modules/alpha/entities/a.entity.ts', "import { defineEntity } from '@mikro-orm/core';"),
    accepted('migrations/Migration1.ts', "import { Migration } from '@mikro-orm/migrations';"),
    accepted('modules/alpha/seed.ts', "import { EntityManager } from '@mikro-orm/postgresql';"),
  ],
  invalid: [
    refused('modules/alpha/ui/page.tsx', "import { wrap } from '@mikro-orm/core';", 'orm'),
    refused('modules/alpha/services/a.ts', "import { EntityManager } from '@mikro-orm/postgresql';", 'orm'),
  ],
});
