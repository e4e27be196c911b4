import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { mantineUseId } from '../../../scripts/mantine-use-id';
import { useId } from './mantine-use-id';

// Decision 53: Mantine's ids are React's, kept, so no component renders twice to change them.

function Field({ label }: { label: string }) {
  const id = useId();
  const [, rerender] = useState(0);
  return (
    <label htmlFor={id} onClick={() => rerender((n) => n + 1)}>
      {label}
      <input id={id} />
    </label>
  );
}

describe('useId for Mantine', () => {
  it('keeps a given id', () => {
    function Named() {
      return <span>{useId('given')}</span>;
    }
    render(<Named />);
    expect(screen.getByText('given')).toBeInTheDocument();
  });

  it("gives each component React's id, in one commit, the same in every render after", () => {
    const commits: string[] = [];
    render(
      <Profiler id="fields" onRender={(_, phase) => commits.push(phase)}>
        <Field label="One" />
        <Field label="Two" />
      </Profiler>,
    );
    // Mantine's own hook commits an update right after the mount, to put a random id in.
    expect(commits).toEqual(['mount']);
    const one = screen.getByLabelText('One');
    const two = screen.getByLabelText('Two');
    expect(one.id).toMatch(/^mantine-/);
    expect(one.id).not.toBe(two.id);
    const before = one.id;
    screen.getByText('One').click();
    expect(screen.getByLabelText('One').id).toBe(before);
  });
});

describe('the mantineUseId build plugin', () => {
  const plugin = mantineUseId('/app/src/shared/ui/mantine-use-id.ts');
  const resolveId = (source: string, resolvedTo: string) =>
    (
      plugin.resolveId as unknown as (
        this: { resolve: () => Promise<{ id: string }> },
        source: string,
        importer: string,
        options: object,
      ) => Promise<string | null>
    ).call(
      { resolve: () => Promise.resolve({ id: resolvedTo }) },
      source,
      '/app/node_modules/@mantine/hooks/esm/index.mjs',
      {},
    );

  it("puts this module in the place of @mantine/hooks' use-id", async () => {
    await expect(
      resolveId('./use-id/use-id.mjs', '/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs'),
    ).resolves.toBe('/app/src/shared/ui/mantine-use-id.ts');
  });

  it('leaves every other module where it is', async () => {
    await expect(
      resolveId('./use-id.mjs', '/app/node_modules/other/esm/use-id.mjs'),
    ).resolves.toBeNull();
    await expect(
      resolveId(
        './use-idle/use-idle.mjs',
        '/app/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs',
      ),
    ).resolves.toBeNull();
  });

  it("finds Mantine's module where the installed @mantine/hooks keeps it", async () => {
    // After an upgrade that moves the hook, this fails rather than the build quietly keeping it.
    const cjs = dirname(createRequire(import.meta.url).resolve('@mantine/hooks'));
    const esm = join(cjs, '..', 'esm');
    const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
    const source = /import \{ useId \} from "(\.[^"]+)";/.exec(index)?.[1];
    expect(source).toBeDefined();
    await expect(resolveId(source!, join(esm, source!))).resolves.toBe(
      '/app/src/shared/ui/mantine-use-id.ts',
    );
  });
});
