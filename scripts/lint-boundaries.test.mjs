// The import boundaries of eslint.config.js, proven on deliberately wrong imports in each
// direction (and on the right ones, so the rules are not simply refusing everything).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

const eslint = new ESLint({ cwd: root });

/** The boundary rules' messages for one line of code in a file at `path`. */
async function boundaryErrors(path, importLine) {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, {
    filePath: `${root}/${path}`,
  });
  return result.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('server boundaries', () => {
  it('a module imports no other module', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/users/users.service.ts',
      "import { createChatService as x } from '../chat/chat.service';",
    );
    expect(errors).toEqual([expect.stringContaining('module="chat" are not allowed')]);
  });

  it('a module imports its own files and the layers', async () => {
    for (const line of [
      "import { createUsersRepository as x } from './users.repository';",
      "import { notFound as x } from '../../http/errors';",
      "import { users as x } from '../../db/schema';",
    ]) {
      expect(await boundaryErrors('apps/server/src/modules/users/users.service.ts', line)).toEqual(
        [],
      );
    }
  });

  it.each(['http', 'realtime', 'infra', 'db'])('%s/ imports no module', async (layer) => {
    const errors = await boundaryErrors(
      `apps/server/src/${layer}/example.ts`,
      "import type { AuthService as x } from '../modules/auth/auth.service';",
    );
    expect(errors).toEqual([
      expect.stringContaining('not allowed in elements of type "server-layer"'),
    ]);
  });

  it('app.ts wires modules together', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/app.ts',
      "import { createChatService as x } from './modules/chat/chat.service';",
    );
    expect(errors).toEqual([]);
  });
});

describe('web boundaries', () => {
  it('a feature imports no other feature by a relative path', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/chat/components/example.tsx',
      "import { ArticleCard as x } from '../../news/components/article-card';",
    );
    expect(errors).toEqual([expect.stringContaining('feature="news" are not allowed')]);
  });

  it('a feature imports no other feature through the #features alias', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/chat/components/example.tsx',
      "import { ArticleCard as x } from '#features/news/components/article-card';",
    );
    expect(errors).toEqual([expect.stringContaining('Import another feature through shared/')]);
  });

  it('shared/ imports no feature, and a feature reaches shared/', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/shared/ui/example.tsx',
        "import { ArticleCard as x } from '../../features/news/components/article-card';",
      ),
    ).toEqual([expect.stringContaining('not allowed in elements of type "web-shared"')]);
    expect(
      await boundaryErrors(
        'apps/web/src/features/chat/components/example.tsx',
        "import { useSessionStore as x } from '../../../shared/session/session-store';",
      ),
    ).toEqual([]);
  });
});
