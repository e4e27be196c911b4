import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { createQueryClient } from '../../../shared/api/query-client';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { CpdPage } from './cpd-page';

const summary = (over: Partial<education.CpdSummary> = {}): education.CpdSummary => ({
  renewalDate: '2027-03-31',
  periodStart: '2026-04-01',
  periodEnd: '2027-03-31',
  counts: { records: 3, planned: 1, unplanned: 2, peerDiscussion: 1, reflectiveAccount: 0 },
  targets: { records: 4, planned: 2, peerDiscussion: 1, reflectiveAccount: 1 },
  complete: false,
  ...over,
});

const entry: education.CpdEntry = {
  _id: '00000000-0000-4000-8000-000000000001',
  type: 'unplanned',
  title: 'Cannabis-based medicines in palliative care',
  activityDate: '2026-11-14',
  plannedWhat: null,
  plannedHow: null,
  learnedWhat: 'Antiemetic uses of THC.',
  whyRelevant: 'We supply two hospices.',
  reflection: null,
  benefitExample: 'Faster weekend supply.',
  source: { kind: 'webinar', id: '00000000-0000-4000-8000-000000000002', title: 'Palliative care' },
  evidence: [
    { url: '/api/cpd/evidence/00000000-0000-4000-8000-000000000003.pdf', name: 'cert.pdf' },
  ],
  createdAt: '2026-11-14T10:00:00.000Z',
  updatedAt: '2026-11-14T10:00:00.000Z',
};

function renderPage() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <CpdPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the CPD Record page', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser() });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the year’s counter against 4 (2 planned) + 1 + 1 and the records', async () => {
    const fake = installFakeApi();
    fake.ok(education.getCpdSummary, summary());
    fake.on(education.getCpdEntries, () => ({ body: { data: [entry], option: [{ count: 1 }] } }));
    renderPage();
    const counter = await screen.findByTestId('cpd-counter');
    expect(
      within(counter)
        .getAllByTestId('cpd-count')
        .map((c) => c.textContent),
    ).toEqual(['3 / 4', '1 / 2', '1 / 1', '0 / 1']);
    expect(screen.getByTestId('cpd-period')).toHaveTextContent(
      'Revalidation year 1 April 2026 to 31 March 2027',
    );
    const card = await screen.findByTestId('cpd-entry');
    expect(card).toHaveTextContent('From webinar: Palliative care');
    // Evidence is private: no address to follow, a download with the session.
    expect(within(card).queryByRole('link', { name: /cert\.pdf/ })).toBeNull();
    expect(card.querySelector('a[href*="/uploads/"]')).toBeNull();
  });

  it('downloads an evidence file through cpd/evidence/{id} with the session', async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: record what the save flow is handed.
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:fake'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fake = installFakeApi();
    fake.ok(education.getCpdSummary, summary());
    fake.on(education.getCpdEntries, () => ({ body: { data: [entry], option: [{ count: 1 }] } }));
    fake.file(education.getCpdEvidence, {
      body: '%PDF-1.4 fake',
      contentType: 'application/pdf',
      fileName: 'cert.pdf',
    });
    renderPage();
    const card = await screen.findByTestId('cpd-entry');
    fireEvent.click(within(card).getByRole('button', { name: 'Download cert.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = fake.requests.find((r) => r.url.pathname.startsWith('/api/cpd/evidence/'));
    expect(call?.url.pathname).toBe('/api/cpd/evidence/00000000-0000-4000-8000-000000000003.pdf');
    expect(call?.headers.authorization).toBe('Bearer t');
  });

  it('asks the renewal date when it is not known, and stores it', async () => {
    const fake = installFakeApi();
    fake.ok(education.getCpdSummary, summary({ renewalDate: null }));
    fake.on(education.getCpdEntries, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    fake.ok(education.setCpdRenewalDate, summary());
    renderPage();
    const input = await screen.findByLabelText(/Your GPhC renewal date/);
    expect(await screen.findByText('No records this year yet')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2027-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.requests.find((r) => r.url.pathname.endsWith('/cpd/renewalDate'))?.body).toEqual({
        renewalDate: '2027-03-31',
      }),
    );
  });
});
