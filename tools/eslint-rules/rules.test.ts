/**
 * EduGate's ESLint rules, each on code it must let through and code it must refuse. The
 * repository they see is a folder made for the run, so the cycle rule reads real files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { edugatePlugin } from './index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'edugate-rules-'));
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

const rules = edugatePlugin(repo).rules ?? {};
const rule = (name: string) => rules[name] as Rule.RuleModule;
const at = (file: string) => path.join(repo, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

/** Writes `files` (path: text) under the made-up repository. */
function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), text);
  }
}

tester.run('stay-in-workspace', rule('stay-in-workspace'), {
  valid: [
    { filename: at('apps/api/src/server.ts'), code: "import { x } from './http/auth.ts';" },
    { filename: at('apps/api/src/server.ts'), code: "import { x } from '@edugate/api-client';" },
    // Outside every workspace (scripts/, e2e/) the rule has nothing to say.
    { filename: at('scripts/start.ts'), code: "import { x } from '../apps/api/src/config.ts';" },
  ],
  invalid: [
    {
      filename: at('apps/api/src/server.ts'),
      code: "import { x } from '../../../packages/api-client/src/messages.ts';",
      errors: [{ messageId: 'outside', data: { root: 'apps/api' } }],
    },
    {
      filename: at('packages/ui/src/a.ts'),
      code: "export { x } from '../../api-client/src/index.ts';",
      errors: [{ messageId: 'outside' }],
    },
  ],
});

const uiOptions = [
  {
    layers: {
      components: { mayNotImport: ['features', 'session'], why: 'components are primitives' },
      session: {
        mayNotImport: ['features', 'screens'],
        why: 'the session is below',
        exceptInTests: true,
      },
    },
  },
];

tester.run('ui-layers', rule('ui-layers'), {
  valid: [
    { filename: at('packages/ui/src/features/f/a.ts'), code: "import { s } from '../../session';" },
    {
      filename: at('packages/ui/src/session/session.test.ts'),
      code: "import { k } from '../features/courses/api/queries';",
      options: uiOptions,
    },
    {
      filename: at('packages/ui/src/features/jobs/api/mutations.ts'),
      code: "import { courseKeys } from '../../courses/api/keys';",
    },
    {
      filename: at('packages/ui/src/screens/Home/Home.tsx'),
      code: "import { C } from '../../features/courses/components/CourseList';",
    },
    {
      filename: at('packages/ui/src/screens/Home/Home.stories.tsx'),
      code: "import { screenMeta } from '../../testing';",
    },
  ],
  invalid: [
    {
      filename: at('packages/ui/src/session/SessionSync.tsx'),
      code: "import { U } from '../features/notifications/unreadCountSync';",
      options: uiOptions,
      errors: [
        {
          message:
            'session/SessionSync.tsx may not import features/notifications/unreadCountSync: the session is below',
        },
      ],
    },
    {
      filename: at('packages/ui/src/components/Button/Button.tsx'),
      code: "import { useSession } from '../../session';",
      options: uiOptions,
      errors: [{ message: 'components/Button may not import session: components are primitives' }],
    },
    {
      filename: at('packages/ui/src/features/jobs/api/mutations.ts'),
      code: "import { courseListQuery } from '../../courses/api/queries';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/ui/src/screens/Home/Home.tsx'),
      code: "import { Other } from '../Jobs/Jobs';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/ui/src/screens/Home/Home.tsx'),
      code: "import { C } from '../../features/courses/components/CourseList/CourseList';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/ui/src/layout/Shell.tsx'),
      code: "import { fakeSession } from '../testing';",
      errors: [
        { message: 'layout/Shell.tsx may not import testing: testing/ is for stories and tests' },
      ],
    },
  ],
});

write({
  'apps/api/src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
  'apps/api/src/b.ts': "import { a } from './a.ts';\nexport const b = 1;\n",
  'apps/api/src/c.ts': "import type { a } from './a.ts';\nexport const c = 1;\n",
  'apps/api/src/d.ts': "import { c } from './c.ts';\nexport const d = c;\n",
});

tester.run('no-cycle', rule('no-cycle'), {
  valid: [
    { filename: at('apps/api/src/d.ts'), code: "import { c } from './c.ts';\nexport const d = c;" },
    // c.ts names a.ts by a type only, which loads nothing: no cycle back to a.ts.
    { filename: at('apps/api/src/a.ts'), code: "import { c } from './c.ts';" },
    { filename: at('apps/api/src/b.ts'), code: "import type { a } from './a.ts';" },
  ],
  invalid: [
    {
      filename: at('apps/api/src/b.ts'),
      code: "import { a } from './a.ts';",
      errors: [
        {
          messageId: 'cycle',
          data: { path: ['b.ts', 'a.ts', 'b.ts'].map((f) => `apps/api/src/${f}`).join(' -> ') },
        },
      ],
    },
  ],
});

tester.run('app-runtimes', rule('app-runtimes'), {
  valid: [
    { filename: at('apps/edugate/src/server/main.ts'), code: "import fs from 'node:fs';" },
    { filename: at('apps/edugate/src/App.tsx'), code: "import type { X } from './server/http';" },
    { filename: at('apps/edugate/build/plugin.ts'), code: "import { y } from '../src/server/x';" },
  ],
  invalid: [
    {
      filename: at('apps/edugate/src/browser/entry.tsx'),
      code: "import fs from 'node:fs';",
      errors: [{ message: 'browser code may not import node (node:fs): it runs in the browser' }],
    },
    {
      filename: at('apps/edugate/src/App.tsx'),
      code: "import { render } from './server/render';",
      errors: [{ messageId: 'runtime' }],
    },
    {
      filename: at('apps/edugate/src/server/main.ts'),
      code: "const m = import('../browser/entry');",
      errors: [
        {
          message:
            'server code may not import browser (../browser/entry): it runs in the browser only',
        },
      ],
    },
    {
      filename: at('apps/edugate/src/server/main.ts'),
      code: "import { p } from '../../build/plugin';",
      errors: [{ messageId: 'runtime' }],
    },
  ],
});

const tiers = [
  {
    base: 'apps/api/src',
    tiers: [['server.ts'], ['routes'], ['http', 'seed'], ['tables'], ['db', 'config.ts']],
  },
];

tester.run('folder-tiers', rule('folder-tiers'), {
  valid: [
    {
      filename: at('apps/api/src/routes/a.ts'),
      code: "import { t } from '../tables/t.ts';",
      options: tiers,
    },
    {
      filename: at('apps/api/src/tables/t.ts'),
      code: "import { u } from './u.ts';",
      options: tiers,
    },
    {
      filename: at('apps/api/src/server.ts'),
      code: "import { c } from './config.ts';",
      options: tiers,
    },
    {
      filename: at('apps/api/src/tables/t.ts'),
      code: "import { m } from '@edugate/api-client';",
      options: tiers,
    },
    // Outside the base the rule has nothing to say.
    {
      filename: at('apps/api/test/x.test.ts'),
      code: "import { s } from '../src/server.ts';",
      options: tiers,
    },
  ],
  invalid: [
    {
      filename: at('apps/api/src/tables/t.ts'),
      code: "import { unauthorized } from '../http/errors.ts';",
      options: tiers,
      errors: [{ message: 'tables (tier 4) may not import http (tier 3): it is above' }],
    },
    {
      filename: at('apps/api/src/db/open.ts'),
      code: "import type { Row } from '../tables/t.ts';",
      options: tiers,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('apps/api/src/http/context.ts'),
      code: "export { seed } from '../seed/seed.ts';",
      options: tiers,
      errors: [
        {
          message:
            'http (tier 3) may not import seed (tier 3): parts of one tier do not import each other',
        },
      ],
    },
    {
      filename: at('apps/api/src/search/index.ts'),
      code: 'export const x = 1;',
      options: tiers,
      errors: [{ messageId: 'unplaced', data: { part: 'search', base: 'apps/api/src' } }],
    },
  ],
});
