import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithMantine, setMobileViewport } from '../../test/render';
import { HoverTooltip } from './hover-tooltip';

const view = () =>
  renderWithMantine(
    <HoverTooltip label="Download">
      <button type="button" aria-label="Download the leaflet">
        ↓
      </button>
    </HoverTooltip>,
  );

describe('HoverTooltip', () => {
  afterEach(() => setMobileViewport(false));

  it('shows its label to a pointer that hovers', async () => {
    setMobileViewport(false);
    view();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Download the leaflet' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download');
  });

  it('is left out in the mobile layout, the control keeping its own name', () => {
    setMobileViewport(true);
    view();
    const button = screen.getByRole('button', { name: 'Download the leaflet' });
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
