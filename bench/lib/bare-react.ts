import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds a page that only renders a heading with React (the floor any React app pays) into
 * `bench/.bare-react/dist`, compressed as the web app's build is; returns the dist folder.
 * Inside the repository, so the page resolves the same react and react-dom.
 */
export async function buildBareReact(): Promise<string> {
  const dir = join(root, 'bench/.bare-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Bare</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
    build: { outDir: 'dist' },
  });
  return join(dir, 'dist');
}

export const removeBareReact = () =>
  rmSync(join(root, 'bench/.bare-react'), { recursive: true, force: true });
