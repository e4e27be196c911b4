import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';

const HTML =
  '<h2>Why it matters</h2><p>Read the <a href="www.nhs.uk/medicines" target="_blank" rel="noopener noreferrer nofollow">NHS page</a> and <a href="mailto:cpd@example.org">write to us</a>.</p>';

const view = () => (
  <MantineProvider>
    <RichText html={HTML} testId="body" />
  </MantineProvider>
);

describe('RichText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders on the server, where there is no DOM, with its links made external', () => {
    vi.stubGlobal('document', undefined);
    const html = renderToString(view());
    expect(html).toContain('<h2>Why it matters</h2>');
    expect(html).toContain(
      '<a href="//www.nhs.uk/medicines" target="_blank" rel="noopener noreferrer">NHS page</a>',
    );
    expect(html).toContain('<a href="mailto:cpd@example.org">write to us</a>');
  });

  it("hydrates the server's markup without a mismatch", async () => {
    vi.stubGlobal('document', undefined);
    const markup = renderToString(view());
    vi.unstubAllGlobals();
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, view(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="body"] a')?.getAttribute('href')).toBe(
      '//www.nhs.uk/medicines',
    );
    errors.mockRestore();
    container.remove();
  });
});
