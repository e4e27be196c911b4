import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES, productsAdmin } from '@portal/contract';
import { createQueryClient } from '../api/query-client';
import { initialSessionData, useSessionStore } from '../session/session-store';
import { installFakeApi } from '../../test/fake-api';
import { makeUser } from '../../test/fixtures';
import { IMAGE_TYPE_MESSAGE } from '../lib/image-file';
import { ImageField } from './image-field';

const LIMITS = { types: CONTENT_IMAGE_TYPES, maxBytes: CONTENT_IMAGE_MAX_BYTES };

function Field({ start = null }: { start?: string | null }) {
  const [value, setValue] = useState<string | null>(start);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <ImageField
        label="Image"
        alt="Image for this product"
        value={value}
        onChange={setValue}
        endpoint={productsAdmin.uploadAdminProductImage}
        limits={LIMITS}
        onUploadingChange={setUploading}
      />
      <output data-testid="value">{value ?? 'none'}</output>
      <output data-testid="uploading">{String(uploading)}</output>
    </>
  );
}

const renderField = (start?: string | null) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <Field start={start} />
      </QueryClientProvider>
    </MantineProvider>,
  );

const pick = (container: HTMLElement, file: File) =>
  fireEvent.change(container.querySelector<HTMLInputElement>('input[type="file"]')!, {
    target: { files: [file] },
  });

const png = (bytes = 4) => new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });

describe('ImageField', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser() });
  });

  it('uploads a picked image to its endpoint, holds the form meanwhile, then shows it', async () => {
    const fake = installFakeApi();
    const imageUrl = '/uploads/products/00000000-0000-4000-8000-000000000001.webp';
    let release: () => void = () => {};
    fake.on(productsAdmin.uploadAdminProductImage, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { body: { data: { imageUrl } } };
    });
    const { container } = renderField();
    expect(container.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    pick(container, png());
    expect(await screen.findByText('Uploading image…')).toBeInTheDocument();
    expect(screen.getByTestId('uploading')).toHaveTextContent('true');
    release();
    expect(await screen.findByRole('img', { name: 'Image for this product' })).toHaveAttribute(
      'src',
      imageUrl,
    );
    expect(screen.getByTestId('value')).toHaveTextContent(imageUrl);
    expect(screen.getByTestId('uploading')).toHaveTextContent('false');
    expect(fake.requests.find((r) => r.url.pathname === '/api/admin/products/image')?.method).toBe(
      'POST',
    );
  });

  it('refuses a file that is not an image without sending it, and shows the server’s refusal', async () => {
    const fake = installFakeApi();
    fake.fail(productsAdmin.uploadAdminProductImage, 400, {
      error: 'Please upload a JPEG, PNG or WebP image.',
      fields: { file: 'Please upload a JPEG, PNG or WebP image.' },
    });
    const { container } = renderField();
    pick(container, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('image-field-problem')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    expect(fake.requests).toHaveLength(0);

    pick(container, png());
    await waitFor(() =>
      expect(screen.getByTestId('image-field-problem')).toHaveTextContent(
        'Please upload a JPEG, PNG or WebP image.',
      ),
    );
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('removes the image', () => {
    renderField('/uploads/products/00000000-0000-4000-8000-000000000002.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
    expect(screen.getByRole('button', { name: 'Add image' })).toBeInTheDocument();
  });
});
