/** Gzipped JavaScript each route needs, from a build's Vite manifest. */
export function measureBundles(
  distDir?: string,
): Record<string, { files: string[]; gzipBytes: number }>;
