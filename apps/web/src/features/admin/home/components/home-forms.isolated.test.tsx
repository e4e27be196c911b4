import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { education, homeAdmin } from '@portal/contract';
import { createQueryClient } from '../../../../shared/api/query-client';
import { ApiCallFailedError } from '../../../../shared/api/query';
import { ContentPreviewsProvider } from '../../lib/content-previews';
import { EventForm, GuideCardForm, TestimonialForm, UsefulLinkForm } from './home-forms';
import { LibraryDocumentForm, LibraryLinkForm } from './library-forms';

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

const wrap = (ui: React.ReactElement) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );

const publication = {
  position: 2,
  publishedAt: '2026-03-01T09:00:00.000Z',
  status: 'published' as const,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

const testimonial: homeAdmin.AdminTestimonial = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Priya Shah',
  role: 'Community pharmacist, Leicester',
  summary: 'The dosing guides saved me an hour a week.',
  rating: 5,
  photoUrl: null,
  ...publication,
};

// Forms typed key by key: slow on a busy machine.
describe('Home admin forms', { timeout: 60_000 }, () => {
  it('shows the spec’s messages on an empty link and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    wrap(<UsefulLinkForm item={null} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a new link as a draft after the others, and refuses an address that is not one', async () => {
    const onSubmit = vi.fn(async () => undefined);
    wrap(<UsefulLinkForm item={null} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Yellow Card');
    await userEvent.type(screen.getByLabelText(/^Address/), 'yellowcard');
    await userEvent.type(screen.getByLabelText(/^Text/), 'Report a side effect.');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText('Give the full address, https://…')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const url = screen.getByLabelText(/^Address/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://yellowcard.mhra.gov.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Yellow Card',
      url: 'https://yellowcard.mhra.gov.uk',
      text: 'Report a side effect.',
      publishedAt: null,
    });
  });

  it('edits a testimonial: stars typed as text become a number, and out of range is refused', async () => {
    const onSubmit = vi.fn(async () => undefined);
    wrap(<TestimonialForm item={testimonial} onSubmit={onSubmit} />);
    const stars = screen.getByLabelText(/^Stars/);
    await userEvent.clear(stars);
    await userEvent.type(stars, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save testimonial' }));
    expect(await screen.findByText('This field must be 5 or less')).toBeInTheDocument();
    await userEvent.clear(stars);
    await userEvent.type(stars, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save testimonial' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Priya Shah', rating: 4, position: 2 }),
    );
  });

  it('previews a testimonial as Home will show it, from the values as typed', async () => {
    // The app hands in Home's own card; here a stand-in shows the shape it receives.
    wrap(
      <ContentPreviewsProvider
        previews={{
          testimonial: (t) => (
            <p data-testid="content-preview">{[t.name, t.role, t.rating].join(' | ')}</p>
          ),
        }}
      >
        <TestimonialForm item={testimonial} onSubmit={vi.fn(async () => undefined)} />
      </ContentPreviewsProvider>,
    );
    const stars = screen.getByLabelText(/^Stars/);
    await userEvent.clear(stars);
    await userEvent.type(stars, '3');
    await userEvent.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(await screen.findByTestId('content-preview')).toHaveTextContent(
      'Priya Shah | Community pharmacist, Leicester | 3',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Write' }));
    expect(screen.getByLabelText(/^Stars/)).toHaveValue('3');
  });

  it('puts the server’s field message on its input', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiCallFailedError('/api/admin/guide-cards', {
        status: 400,
        error: { error: 'Invalid input', fields: { actionPath: 'No such page in the portal' } },
      });
    });
    wrap(<GuideCardForm item={null} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Complete your profile');
    await userEvent.type(screen.getByLabelText(/^Text/), 'Add your work places.');
    await userEvent.type(screen.getByLabelText(/^Button label/), 'Open profile');
    await userEvent.type(screen.getByLabelText(/^Button opens/), '/nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Save guide card' }));
    expect(await screen.findByText('No such page in the portal')).toBeInTheDocument();
  });

  it('sends an event with its UK times as typed, and refuses an end before the start', async () => {
    const onSubmit = vi.fn(async () => undefined);
    wrap(<EventForm item={null} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Deprescribing in care homes');
    await userEvent.selectOptions(screen.getByLabelText(/^Type/), 'Training');
    await userEvent.type(screen.getByLabelText(/^Starts/), '2031-03-12T19:00');
    await userEvent.type(screen.getByLabelText(/^Ends/), '2031-03-12T18:00');
    await userEvent.type(screen.getByLabelText(/^Organiser/), 'Yorkshire LPC');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const ends = screen.getByLabelText(/^Ends/);
    await userEvent.clear(ends);
    await userEvent.type(ends, '2031-03-12T20:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'training',
        startsAt: '2031-03-12T19:00',
        endsAt: '2031-03-12T20:30',
        description: '',
        publishedAt: null,
      }),
    );
  });

  it('refuses a new library document without its PDF', async () => {
    const onSubmit = vi.fn(async () => undefined);
    wrap(<LibraryDocumentForm item={null} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Controlled drugs SOP');
    await userEvent.selectOptions(screen.getByLabelText(/^Shelf/), 'sop');
    await userEvent.type(screen.getByLabelText(/^Author/), 'RPS');
    await userEvent.click(screen.getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText('Please upload the document first.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a library document without sending its file again', async () => {
    const doc: education.AdminLibraryDocument = {
      _id: '00000000-0000-4000-8000-0000000000c1',
      title: 'Controlled drugs SOP',
      description: '',
      category: 'sop',
      author: 'RPS',
      fileName: 'cd-sop.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1200,
      publishedAt: null,
      status: 'draft',
      createdAt: publication.createdAt,
      updatedAt: publication.updatedAt,
    };
    const onSubmit = vi.fn(async () => undefined);
    wrap(<LibraryDocumentForm item={doc} onSubmit={onSubmit} />);
    expect(
      screen.getByText('Now cd-sop.pdf; choose another PDF to replace it'),
    ).toBeInTheDocument();
    const title = screen.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'CD register SOP');
    await userEvent.click(screen.getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [body] = onSubmit.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(body).toMatchObject({ title: 'CD register SOP', category: 'sop' });
    expect(body.file).toBeUndefined();
  });

  it('sends a new library link as a draft, and refuses an address that is not http(s)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    wrap(<LibraryLinkForm item={null} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Title/), 'MHRA guidance');
    await userEvent.selectOptions(screen.getByLabelText(/^Shelf/), 'guide');
    await userEvent.type(screen.getByLabelText(/^Author/), 'MHRA');
    await userEvent.type(screen.getByLabelText(/^Address/), 'ftp://files.mhra.gov.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText('Give the full address, https://…')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const url = screen.getByLabelText(/^Address/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.gov.uk/mhra');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'MHRA guidance',
      category: 'guide',
      author: 'MHRA',
      url: 'https://www.gov.uk/mhra',
      description: '',
      publishedAt: null,
    });
  });

  it('previews a library link with the library’s shape, its address once whole', async () => {
    wrap(
      <ContentPreviewsProvider
        previews={{
          libraryItem: (i) => (
            <p data-testid="content-preview">{[i.kind, i.title, i.url ?? 'none'].join(' | ')}</p>
          ),
        }}
      >
        <LibraryLinkForm item={null} onSubmit={vi.fn(async () => undefined)} />
      </ContentPreviewsProvider>,
    );
    await userEvent.type(screen.getByLabelText(/^Title/), 'NICE NG144');
    await userEvent.type(screen.getByLabelText(/^Address/), 'www.nice');
    await userEvent.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(await screen.findByTestId('content-preview')).toHaveTextContent(
      'link | NICE NG144 | none',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Write' }));
    const url = screen.getByLabelText(/^Address/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.nice.org.uk/guidance/ng144');
    await userEvent.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(await screen.findByTestId('content-preview')).toHaveTextContent(
      'link | NICE NG144 | https://www.nice.org.uk/guidance/ng144',
    );
  });
});
