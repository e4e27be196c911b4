import { vi } from 'vitest';

/**
 * Stands in for the browser's save flow (jsdom has no object URLs and does not download): the
 * names that saveFile's temporary links would have saved under. Undo with `restore()` (and
 * vi.unstubAllGlobals for URL).
 */
export function captureSaves() {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:file';
      static override revokeObjectURL = () => undefined;
    },
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
