import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithMantine } from '../../test/render';
import { AddressSearchBox } from './search-box';

describe('AddressSearchBox', () => {
  it('is a GET form that keeps the address but its pages, and applies Enter at once', () => {
    const onSearch = vi.fn();
    renderWithMantine(
      <MemoryRouter initialEntries={['/newsfeed?category=c1&pages=3&search=old']}>
        <AddressSearchBox term="old" onSearch={onSearch} label="Search articles" />
      </MemoryRouter>,
    );
    const box = screen.getByRole('textbox', { name: 'Search articles' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAttribute('name', 'search');
    expect(new URLSearchParams(new FormData(form as HTMLFormElement) as never).toString()).toBe(
      'category=c1&search=old',
    );
    fireEvent.change(box, { target: { value: ' cbd oil ' } });
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledWith('cbd oil');
  });
});
