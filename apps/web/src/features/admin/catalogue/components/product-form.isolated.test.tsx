import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { productsAdmin } from '@portal/contract';
import { createQueryClient } from '../../../../shared/api/query-client';
import { renderWithMantine } from '../../../../test/render';
import { ContentPreviewsProvider } from '../../lib/content-previews';
import { blankProduct, ProductForm, productValues } from './product-form';

// The editor itself is the shared one's (shared/ui); here a plain field stands in for it.
vi.mock('../../../../shared/ui/rich-text-input', () => ({
  RichTextInput: (props: { label: string; value: string; onChange: (v: string) => void }) => (
    <textarea
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  ),
}));

const PRODUCER = { _id: '11111111-1111-4111-8111-111111111111', name: 'Helvetia Botanicals' };

const existing: productsAdmin.AdminProduct = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Aurora Balance Oil',
  manufacturer: { _id: PRODUCER._id, name: PRODUCER.name },
  form: 'oil',
  cultivar: null,
  strainType: 'hybrid',
  thc: { value: 10, unit: 'mg-per-ml' },
  cbd: { value: 10, unit: 'mg-per-ml' },
  band: 'balanced',
  terpenes: [{ name: 'Myrcene', share: 40 }],
  countryOfOrigin: 'Canada',
  irradiated: false,
  stockStatus: 'in-stock',
  stockChangedAt: '2026-11-01T10:00:00.000Z',
  priceFromPence: 9900,
  summary: 'A balanced oil.',
  description: '<p>Balanced.</p>',
  imageUrl: null,
  packs: [{ _id: '33333333-3333-4333-8333-333333333333', size: 30, unit: 'ml', pricePence: 9900 }],
  publishedAt: '2026-11-01T10:00:00.000Z',
  status: 'published',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const renderForm = (initial = blankProduct(), onSubmit = vi.fn(async () => undefined)) => {
  // The image field uploads through a mutation.
  renderWithMantine(
    <QueryClientProvider client={createQueryClient()}>
      <ProductForm initial={initial} producers={[PRODUCER]} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
};

// Long forms typed key by key: slow on a busy machine.
describe('ProductForm', { timeout: 60_000 }, () => {
  it('shows the spec’s messages on an empty product and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3),
    );
    expect(screen.getAllByText('This field must be a numeric').length).toBeGreaterThanOrEqual(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a new product as a draft, with numbers typed as text turned into numbers', async () => {
    const onSubmit = renderForm({ ...blankProduct(), manufacturerId: PRODUCER._id });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Calm Drops');
    await userEvent.type(screen.getByLabelText(/^THC/), '5');
    await userEvent.type(screen.getByLabelText(/^CBD/), '20');
    await userEvent.type(screen.getByLabelText(/^Summary/), 'A high-CBD oil.');
    await userEvent.type(screen.getByLabelText('Size'), '30');
    await userEvent.type(screen.getByLabelText('Price (pence)'), '4500');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        manufacturerId: PRODUCER._id,
        name: 'Calm Drops',
        thc: { value: 5, unit: 'mg-per-ml' },
        cbd: { value: 20, unit: 'mg-per-ml' },
        packs: [{ size: 30, unit: 'ml', pricePence: 4500 }],
        publishedAt: null,
      }),
    );
  });

  it('refuses a product without a pack', async () => {
    const onSubmit = renderForm(productValues(existing));
    await userEvent.click(screen.getByRole('button', { name: 'Remove pack 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Add at least one pack with its price')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits an existing product: the price of its pack and its publication', async () => {
    const onSubmit = renderForm(productValues(existing));
    const price = screen.getByLabelText('Price (pence)');
    await userEvent.clear(price);
    await userEvent.type(price, '8900');
    await userEvent.click(screen.getByRole('radio', { name: 'Draft' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Aurora Balance Oil',
        packs: [{ size: 30, unit: 'ml', pricePence: 8900 }],
        publishedAt: null,
      }),
    );
  });

  it('previews the product as the catalogue will show it, with what the server derives', async () => {
    // The app hands in the catalogue's own card; here a stand-in shows the shape it receives.
    renderWithMantine(
      <QueryClientProvider client={createQueryClient()}>
        <ContentPreviewsProvider
          previews={{
            product: (p) => (
              <p data-testid="content-preview">
                {[p.name, p.manufacturer.name, p.band, p.dominantTerpene, p.priceFromPence].join(
                  ' | ',
                )}
              </p>
            ),
          }}
        >
          <ProductForm
            initial={productValues(existing)}
            producers={[PRODUCER]}
            onSubmit={vi.fn(async () => undefined)}
          />
        </ContentPreviewsProvider>
      </QueryClientProvider>,
    );
    const cbd = screen.getByLabelText(/^CBD/);
    await userEvent.clear(cbd);
    await userEvent.type(cbd, '25');
    await userEvent.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(await screen.findByTestId('content-preview')).toHaveTextContent(
      'Aurora Balance Oil | Helvetia Botanicals | high-cbd | Myrcene | 9900',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Write' }));
    expect(screen.getByLabelText(/^CBD/)).toHaveValue('25');
  });
});
