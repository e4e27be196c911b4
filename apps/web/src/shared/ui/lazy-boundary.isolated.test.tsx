import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { renderWithMantine } from '../../test/render';
import { LazyBoundary, whenLazyPartsRendered } from './lazy-boundary';
import { lazyPage } from './lazy-page';

describe('whenLazyPartsRendered', () => {
  it('waits until the content of a boundary that suspended has rendered', async () => {
    let arrive: (module: { Part: () => ReactElement }) => void = () => undefined;
    const Part = lazyPage(
      () => new Promise<{ Part: () => ReactElement }>((resolve) => (arrive = resolve)),
      'Part',
    );
    renderWithMantine(
      <LazyBoundary fallback={<p>Fallback</p>}>
        <Part />
      </LazyBoundary>,
    );
    const done = vi.fn();
    whenLazyPartsRendered(done);
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
    arrive({ Part: () => <p>Part</p> });
    expect(await screen.findByText('Part')).toBeInTheDocument();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for nothing once the content has rendered, however often the boundary renders', async () => {
    const Part = lazyPage(
      async () => ({ Part: ({ n }: { n: number }) => <p>Part {n}</p> }),
      'Part',
    );
    const { rerender } = renderWithMantine(
      <LazyBoundary fallback={null}>
        <Part n={1} />
      </LazyBoundary>,
    );
    expect(await screen.findByText('Part 1')).toBeInTheDocument();
    rerender(
      <MantineProvider>
        <LazyBoundary fallback={null}>
          <Part n={2} />
        </LazyBoundary>
      </MantineProvider>,
    );
    expect(await screen.findByText('Part 2')).toBeInTheDocument();
    const done = vi.fn();
    whenLazyPartsRendered(done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('answers at once when no boundary waits, and once a waiting one is gone', () => {
    const Never = lazyPage(() => new Promise<{ Never: () => null }>(() => undefined), 'Never');
    const { unmount } = renderWithMantine(
      <LazyBoundary fallback={null}>
        <Never />
      </LazyBoundary>,
    );
    const done = vi.fn();
    whenLazyPartsRendered(done);
    expect(done).not.toHaveBeenCalled();
    unmount();
    expect(done).toHaveBeenCalledTimes(1);
    const again = vi.fn();
    whenLazyPartsRendered(again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
