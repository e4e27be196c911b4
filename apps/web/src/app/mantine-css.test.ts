import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMMON_COMPONENTS,
  cssOf,
  MANTINE_BASE_CSS,
  mantineCss,
  mantineCssForSource,
} from '../../scripts/mantine-css';

// Decision 43: each module that imports Mantine components gets their stylesheets (with those of
// the components they are built on) from the build, so a page loads the CSS of what it renders.

const src = resolve(import.meta.dirname, '..');
const coreStyles = join(createRequire(import.meta.url).resolve('@mantine/core'), '../../styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names a file imports from @mantine/core, read independently of the plugin. */
function coreNames(code: string): string[] {
  return [...code.matchAll(/import\s+\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/)[0]!),
  );
}

const plugin = mantineCss(src);
const transform = (code: string, id: string) => {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? code;
};

describe('Mantine stylesheets per component', () => {
  it('main.tsx imports the base stylesheets first and no other module imports a Mantine stylesheet', () => {
    const main = readFileSync(join(src, 'main.tsx'), 'utf8');
    const imports = [...main.matchAll(/^import '([^']+)';$/gm)].map(([, f]) => f);
    expect(imports.slice(0, MANTINE_BASE_CSS.length)).toEqual(MANTINE_BASE_CSS);
    for (const file of sourceFiles(src)) {
      if (file === join(src, 'main.tsx')) continue;
      // Mantine's stylesheets come from the plugin only, all of them in the `mantine` layer.
      expect(readFileSync(file, 'utf8'), relative(src, file)).not.toMatch(
        /@mantine\/[\w-]+\/styles/,
      );
    }
  });

  it('the web build runs the plugin on src/', () => {
    const config = readFileSync(join(src, '../vite.config.ts'), 'utf8');
    expect(config).toMatch(/plugins: \[[^\]]*mantineCss\(fileURLToPath\(new URL\('\.\/src\/'/);
  });

  it('every module gets the stylesheet of each Mantine component it imports, before its code', () => {
    let components = 0;
    for (const file of sourceFiles(src)) {
      const code = readFileSync(file, 'utf8');
      const names = coreNames(code);
      if (!names.length) continue;
      const out = transform(code, file);
      expect(out.endsWith(code), relative(src, file)).toBe(true);
      const injected = out.slice(0, out.length - code.length);
      for (const name of names) {
        if (!existsSync(join(coreStyles, `${name}.layer.css`))) continue;
        components++;
        expect(injected, `${relative(src, file)} uses ${name}`).toContain(
          `import '@mantine/core/styles/${name}.layer.css';`,
        );
      }
    }
    // The walk found the app's components at all.
    expect(components).toBeGreaterThan(50);
  });

  it("adds the stylesheets of the components a component is built on, in styles.css's order", () => {
    const short = (name: string) =>
      cssOf('@mantine/core', [name]).map((f) =>
        f.replace('@mantine/core/styles/', '').replace('.layer', ''),
      );
    expect(short('Button')).toEqual(['UnstyledButton.css', 'Loader.css', 'Button.css']);
    expect(short('Select')).toEqual(
      expect.arrayContaining(['Input.css', 'Combobox.css', 'Popover.css', 'ScrollArea.css']),
    );
    expect(short('Select').indexOf('Input.css')).toBeLessThan(
      short('Select').indexOf('Combobox.css'),
    );
    expect(short('Modal')).toEqual(
      expect.arrayContaining(['ModalBase.css', 'Overlay.css', 'CloseButton.css', 'Modal.css']),
    );
    expect(short('Modal').at(-1)).toBe('Modal.css');
    expect(short('Menu')).toEqual(expect.arrayContaining(['Popover.css', 'Menu.css']));
    expect(short('Anchor')).toEqual(['Text.css', 'Anchor.css']);
    expect(short('MantineProvider')).toEqual([]);
    // Other packages: their own stylesheet after the core ones their components use.
    expect(cssOf('@mantine/charts', ['DonutChart']).at(-1)).toBe(
      '@mantine/charts/styles.layer.css',
    );
  });

  it('reads type-only names as nothing and refuses what it cannot read and hand-made stylesheet imports', () => {
    const onlyStack = mantineCssForSource("import { Stack } from '@mantine/core';");
    expect(
      mantineCssForSource(
        "import type { MantineTheme } from '@mantine/core';\nimport { type ButtonProps, Stack } from '@mantine/core';",
      ),
    ).toEqual(onlyStack);
    expect(mantineCssForSource("import type { MantineTheme } from '@mantine/core';")).toEqual([]);
    // The base stylesheets first, then the common components' with any module's own.
    expect(onlyStack.slice(0, MANTINE_BASE_CSS.length)).toEqual(MANTINE_BASE_CSS);
    expect(onlyStack).toEqual(expect.arrayContaining(cssOf('@mantine/core', COMMON_COMPONENTS)));
    expect(mantineCssForSource("import { Tabs } from '@mantine/core';")).toContain(
      '@mantine/core/styles/Tabs.layer.css',
    );
    expect(() => mantineCssForSource("import * as M from '@mantine/core';")).toThrow(/by name/);
    expect(() => mantineCssForSource("import { NoSuchThing } from '@mantine/core';")).toThrow(
      /exports no NoSuchThing/,
    );
    expect(() => mantineCssForSource("import '@mantine/core/styles.css';")).toThrow(/decision 44/);
    expect(() => mantineCssForSource("import '@mantine/core/styles/Button.css';")).toThrow(
      /decision 44/,
    );
  });
});
