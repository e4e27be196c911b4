import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { products, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { blobText } from '../../../test/blob-text';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, setMobileViewport } from '../../../test/render';
import { declarationFixture, productDetailFixture } from '../test/product-fixtures';

/** Logged in on a product page; declarations answer from `stored`. */
function openProduct(overrides: Partial<products.ProductDetail> = {}) {
  const user = makeUser();
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const product = productDetailFixture({
    name: 'Glacier Haze 22/1',
    stockStatus: 'low-stock',
    ...overrides,
  });
  const stored: products.Declaration[] = [];
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  fake.ok(products.getProduct, product);
  fake.on(products.getDeclarations, () => ({ body: { data: stored, option: [{ count: 0 }] } }));
  fake.file(products.getDeclarationPdf, {
    body: '%PDF-1.4 fake',
    contentType: 'application/pdf',
    fileName: 'declaration.pdf',
  });
  renderApp(`/product/view/${product._id}`);
  return { fake, product, stored };
}

async function fillValidForm() {
  const form = await screen.findByRole('form', { name: 'Prescriber declaration' });
  const box = (name: string) => within(form).getByRole('textbox', { name });
  fireEvent.change(box('Registration number (GPhC, GMC or NMC)'), {
    target: { value: '2034567' },
  });
  fireEvent.change(box('Patient reference'), { target: { value: 'PT-2041' } });
  fireEvent.change(box('Clinical indication'), { target: { value: 'Chronic pain' } });
  fireEvent.click(within(form).getByRole('checkbox'));
  fireEvent.change(box('Signature (type your full name)'), { target: { value: 'A Hughes' } });
  return form;
}

const submit = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Submit and download PDF' }));

// The page is a lazy chunk: transform it before the first test's waits start counting.
beforeAll(async () => {
  await import('./product-page');
}, 60_000);

describe('product page', () => {
  let saved: Blob[];
  beforeEach(() => {
    setMobileViewport(false);
    saved = [];
    // jsdom has no object URLs: record what the save flow is handed.
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:fake'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows packs, potency, the stock label with its date and the terpene list', async () => {
    openProduct();
    expect(await screen.findByRole('heading', { name: 'Glacier Haze 22/1' })).toBeInTheDocument();
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Low stock');
    expect(screen.getByTestId('stock-date')).toHaveTextContent('Updated 1 February 2026');
    expect(screen.getByTestId('pack-table')).toHaveTextContent('10 g£55.00£5.50 per g');
    expect(screen.getByText('Myrcene')).toBeInTheDocument();
    expect(await screen.findByText('You have not made a declaration for this product yet.'));
  });

  it('names the document after the product once it has loaded', async () => {
    openProduct();
    await waitFor(() => expect(document.title).toBe('Glacier Haze 22/1 · Pharma Portal'));
  });

  it('checks the form with the contract’s SPEC §5 messages before sending', async () => {
    const { fake } = openProduct();
    const form = await screen.findByRole('form', { name: 'Prescriber declaration' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Registration number/ }), {
      target: { value: '123' },
    });
    submit(form);
    expect(
      await within(form).findByText('This field must be a numeric of 7 characters'),
    ).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('stores the declaration, downloads its PDF and lists it with a download icon', async () => {
    const { fake, product, stored } = openProduct();
    const created = declarationFixture({
      product: { _id: product._id, name: product.name },
      patientReference: 'PT-2041',
    });
    fake.on(products.createDeclaration, ({ body }) => {
      stored.push(created);
      return { body: { data: { ...created, ...(body as object) } } };
    });
    const form = await fillValidForm();
    submit(form);
    await waitFor(() => expect(saved).toHaveLength(1));
    const post = fake.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      productId: product._id,
      packId: product.packs[0]!._id,
      prescriberName: 'Amelia Hughes',
      registrationNumber: '2034567',
      quantity: 1,
      statementConfirmed: true,
    });
    expect(await blobText(saved[0]!)).toMatch(/^%PDF/);
    expect(
      fake.requests.some((r) => r.url.pathname === `/api/product/declarationPdf/${created._id}`),
    ).toBe(true);

    // The whole form is blank again, the statement's box included.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Patient reference' })).toHaveValue(''),
    );
    expect(within(form).getByRole('checkbox')).not.toBeChecked();
    expect(
      within(form).getByRole('textbox', { name: 'Signature (type your full name)' }),
    ).toHaveValue('');

    const row = await screen.findByTestId('declaration-row');
    expect(row).toHaveTextContent('PT-2041');
    expect(row).toHaveTextContent(created.reference);
    fireEvent.click(within(row).getByRole('button', { name: /^Download the declaration/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
  });

  it('asks which of several packs the declaration is for, and sends the one chosen', async () => {
    const pack = (n: number, size: number) => ({
      _id: `00000000-0000-4000-8000-00000000900${n}`,
      size,
      unit: 'g' as const,
      pricePence: 550 * size,
      pricePerUnitPence: 550,
    });
    const { fake } = openProduct({ packs: [pack(1, 10), pack(2, 30)] });
    fake.on(products.createDeclaration, () => ({ body: { data: declarationFixture() } }));
    const form = await fillValidForm();
    submit(form);
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByPlaceholderText('Choose a pack size'));
    // Mantine's dropdown is still in its enter transition in jsdom.
    fireEvent.click(await screen.findByRole('option', { name: '30 g', hidden: true }));
    submit(form);
    await waitFor(() =>
      expect(fake.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        packId: pack(2, 30)._id,
      }),
    );
  });

  it('puts the server’s field messages on the fields', async () => {
    const { fake } = openProduct();
    fake.fail(products.createDeclaration, 400, {
      error: 'Please check the form',
      code: 'VALIDATION',
      fields: { patientReference: 'This reference is not recognised' },
    });
    const form = await fillValidForm();
    submit(form);
    expect(await within(form).findByText('This reference is not recognised')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
