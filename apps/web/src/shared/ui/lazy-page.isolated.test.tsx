import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithMantine } from '../../test/render';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page';

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects with ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise<never>(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('wraps a failed import in ChunkLoadError', async () => {
    await expect(withChunkTimeout(Promise.reject(new TypeError('net')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout(Promise.resolve(42))).resolves.toBe(42);
  });
});

/** A page whose chunk fails to load, as when the network drops. */
const brokenPage = () =>
  lazyPage(
    () => Promise.reject<Record<'Page', () => null>>(new TypeError('Failed to fetch')),
    'Page',
  );

/** Renders `Page` as the router does and waits for the boundary's reload prompt. */
async function expectReloadPrompt(Page: ComponentType) {
  renderWithMantine(
    <ChunkErrorBoundary>
      <Suspense fallback="loading">
        <Page />
      </Suspense>
    </ChunkErrorBoundary>,
  );
  expect(await screen.findByTestId('reload-prompt')).toBeInTheDocument();
}

describe('a lazy page whose chunk fails', () => {
  it('shows a reload prompt instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = brokenPage();
    await expectReloadPrompt(Broken);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('a preloaded lazy page', () => {
  it('loads its chunk once: the preload and the render share it', async () => {
    const load = vi.fn(() => Promise.resolve({ Page: () => <p>Loaded page</p> }));
    const Page = lazyPage(load, 'Page');
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderWithMantine(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a lazy page whose chunk is in before it renders', () => {
  it('renders at once, without its Suspense fallback in between', async () => {
    const Page = lazyPage(() => Promise.resolve({ Page: () => <p>Loaded page</p> }), 'Page');
    await Page.preload();
    renderWithMantine(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    // No findBy: the page is there in the very first commit.
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
  });

  it('a failed preload settles, and the render shows the reload prompt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = brokenPage();
    await expect(Broken.preload()).resolves.toBeUndefined();
    await expectReloadPrompt(Broken);
  });
});
