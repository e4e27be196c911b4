import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../../test/render';
import { appEvents } from '../lib/app-events';
import { UpdateDialog } from './update-dialog';

describe('UpdateDialog', () => {
  it('is hidden until the appversion event, and Reload closes it and reloads', () => {
    const reload = vi.fn();
    renderWithMantine(<UpdateDialog reload={reload} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => appEvents.emit('appversion', 'APP version mismatch'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'We have updated the website. Reload is required to apply new changes.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
