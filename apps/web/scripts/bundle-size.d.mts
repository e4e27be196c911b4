/**
 * Gzipped JavaScript each route needs (login; home and products with the authenticated shell),
 * from a build's Vite manifest, and the bytes served for it (page, scripts and stylesheets as
 * the build's brotli copies).
 */
export function measureBundles(
  distDir?: string,
): Record<string, { files: string[]; gzipBytes: number; servedBytes: number }>;
