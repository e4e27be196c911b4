interface ImportMetaEnv {
  /** Set by vite.config.ts from package.json; absent under vitest. */
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
