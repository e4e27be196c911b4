import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { londonToday } from '@portal/contract';
import { useLondonToday } from './london-today';

function Today() {
  return <p>{useLondonToday() ?? 'no day yet'}</p>;
}

describe('useLondonToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no today on the server, so the markup is the same whenever it is hydrated', () => {
    expect(renderToString(<Today />)).toBe('<p>no day yet</p>');
  });

  it('hydrates the server’s markup without a mismatch, then shows London’s today', async () => {
    // 23:30 UTC on 30 June is already 1 July in London.
    vi.useFakeTimers({ now: new Date('2026-06-30T23:30:00.000Z'), toFake: ['Date'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Today />);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Today />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-07-01');
    expect(londonToday()).toBe('2026-07-01');
  });
});
