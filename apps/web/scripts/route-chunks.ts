// Build step: the chunks of a logged-in page's first render in a few files instead of dozens
// (decision 47). Left to itself the bundler cuts every module that two lazy chunks share into a
// chunk of its own: /home needed 69 scripts, most under 2 KB, and a phone on a slow network pays
// a round trip for every few of them. This groups, by the chunks of a first build:
// - named groups of logged-in modules (the layout's `shell`, then the first pages'), each what
//   its roots need beyond the entry and the earlier groups;
// - of those, what a public page needs too goes to that page's group instead (`common` for the
//   log-in page's first render, and so on), so no public page loads a logged-in module.
// The roots keep chunks of their own (their names stay in the manifest); the entry's modules stay
// in the entry; a module only other pages use is split as the bundler chooses, as before.
//
// Why a first build: what a chunk holds is what tree-shaking keeps, which the module graph does
// not say. An import of a package's index names every module of the package (all of Mantine, all
// the icons), so a closure over imports would give the entry every component some page uses.
import { resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';

/** Set while the first build runs: vite.config.ts leaves out what only the real build needs. */
export const PLANNING_FLAG = 'PORTAL_CHUNK_PLANNING';
export const isPlanningBuild = () => process.env[PLANNING_FLAG] === '1';

/** A chunk of the first build: the modules it holds and the chunks it imports statically. */
export interface PlannedChunk {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** Modules grouped by their name and the chunks of their roots. */
export interface ChunkGroup {
  name: string;
  roots: readonly string[];
}

export interface RouteChunkRoots {
  /**
   * Pages visitors without a session open, in order: of the logged-in groups' modules, those a
   * group's pages use go to that group instead (the log-in page first, so it loads no module only
   * other public pages use).
   */
  publicGroups: readonly ChunkGroup[];
  /**
   * Named groups of logged-in modules, in order: each takes what its roots' chunks need and no
   * earlier group (nor the entry) holds. The first is the layout's.
   */
  groups: readonly ChunkGroup[];
}

/** The group of each module (`common`, a named group, or none: the bundler's choice). */
export function routeGroups(chunks: readonly PlannedChunk[], roots: RouteChunkRoots) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byFacade = new Map(
    chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]),
  );
  /** The modules of `from`'s chunks and of the chunks they import, directly or not. */
  const modulesOf = (from: readonly PlannedChunk[]) => {
    const seen = new Set<PlannedChunk>();
    const stack = [...from];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) stack.push(byFile.get(file)!);
    }
    return new Set([...seen].flatMap((c) => c.moduleIds));
  };
  const chunksOf = (ids: readonly string[]) =>
    ids.map((id) => {
      const chunk = byFacade.get(id);
      if (!chunk) throw new Error(`route chunks: ${id} is not a chunk of its own`);
      return chunk;
    });

  const taken = modulesOf(chunks.filter((c) => c.isEntry));
  const publicGroups = roots.publicGroups.map((g) => ({
    name: g.name,
    modules: modulesOf(chunksOf(g.roots)),
  }));
  const groups = new Map<string, string>();
  const rootIds = new Set(roots.groups.flatMap((g) => g.roots));
  for (const { name, roots: groupRoots } of roots.groups) {
    for (const id of modulesOf(chunksOf(groupRoots))) {
      if (taken.has(id) || rootIds.has(id)) continue;
      groups.set(id, publicGroups.find((g) => g.modules.has(id))?.name ?? name);
      taken.add(id);
    }
  }
  return groups;
}

/** The chunks of a build of `config` without the groups, not written. */
async function firstBuild(config: ResolvedConfig): Promise<PlannedChunk[]> {
  // The real build's own settings (a caller's `define` or target too), written nowhere.
  const inline: InlineConfig = {
    ...config.inlineConfig,
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'silent',
    // Minifying changes no chunk.
    build: {
      ...config.inlineConfig.build,
      write: false,
      minify: false,
      manifest: false,
      copyPublicDir: false,
    },
  };
  const before = process.env[PLANNING_FLAG];
  process.env[PLANNING_FLAG] = '1';
  try {
    const result = await build(inline);
    const outputs = (Array.isArray(result) ? result : [result]) as { output?: unknown[] }[];
    return outputs
      .flatMap((o) => (o.output ?? []) as (OutputChunk | { type: 'asset' })[])
      .filter((o): o is OutputChunk => o.type === 'chunk')
      .map((c) => ({
        fileName: c.fileName,
        facadeModuleId: c.facadeModuleId,
        isEntry: c.isEntry,
        moduleIds: c.moduleIds,
        imports: c.imports,
      }));
  } finally {
    if (before === undefined) delete process.env[PLANNING_FLAG];
    else process.env[PLANNING_FLAG] = before;
  }
}

/** The plugin; paths are relative to the app's root. Client builds only. */
export function routeChunks(roots: RouteChunkRoots): Plugin {
  let config: ResolvedConfig;
  let groups = new Map<string, string>();
  return {
    name: 'portal-route-chunks',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild || isPlanningBuild()) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id) => groups.get(id) ?? null,
                    // The label of the bundler's timing report, which asks for one.
                    debugName: 'route-chunks',
                    // A group holds its modules' imports already, apart from the entry's and
                    // an earlier group's, which must stay where they are.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.build.ssr || isPlanningBuild()) return;
      const inRoot = (g: ChunkGroup) => ({
        name: g.name,
        roots: g.roots.map((path) => resolve(config.root, path)),
      });
      groups = routeGroups(await firstBuild(config), {
        publicGroups: roots.publicGroups.map(inRoot),
        groups: roots.groups.map(inRoot),
      });
    },
  };
}
