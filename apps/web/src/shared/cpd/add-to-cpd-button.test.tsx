import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../session/session-store';
import { createQueryClient } from '../api/query-client';
import { installFakeApi } from '../../test/fake-api';
import { makeUser } from '../../test/fixtures';
import { AddToCpdButton } from './add-to-cpd-button';

const WEBINAR_ID = '00000000-0000-4000-8000-000000000029';

function renderButton() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <AddToCpdButton kind="webinar" sourceId={WEBINAR_ID} title="Cannabis in palliative care" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Add to CPD record', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionData, token: 't', user: makeUser() });
  });

  it('opens the form pre-filled from its source and asks each type its own questions', async () => {
    installFakeApi();
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add to CPD record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to CPD record' });
    expect(dialog).toHaveTextContent('From webinar: Cannabis in palliative care');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Cannabis in palliative care',
    );
    // Unplanned by default: what was learned and why it was relevant.
    expect(screen.getByRole('textbox', { name: /What did you learn\?/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /planning to learn\?/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Planned CPD record' }));
    expect(
      await screen.findByRole('textbox', { name: /What are you planning to learn\?/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /What did you learn\?/ })).toBeNull();
  });

  it('says what is missing, then sends the record with its source', async () => {
    const fake = installFakeApi();
    fake.on(education.createCpdEntry, (req) => ({
      body: {
        data: {
          ...(req.body as object),
          _id: '00000000-0000-4000-8000-000000000001',
          createdAt: '2026-11-26T10:00:00.000Z',
          updatedAt: '2026-11-26T10:00:00.000Z',
        },
      },
    }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add to CPD record' }));
    await screen.findByRole('dialog', { name: 'Add to CPD record' });
    fireEvent.click(screen.getByRole('button', { name: 'Save record' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(3);
    expect(fake.requests.some((r) => r.url.pathname.endsWith('/cpd/create'))).toBe(false);

    const fill = (name: RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill(/What did you learn\?/, 'Antiemetic uses of THC.');
    fill(/relevant to your practice/, 'We supply two hospices.');
    fill(/benefited the people/, 'Faster weekend supply for a patient.');
    fireEvent.click(screen.getByRole('button', { name: 'Save record' }));
    await waitFor(() =>
      expect(fake.requests.find((r) => r.url.pathname.endsWith('/cpd/create'))?.body).toMatchObject(
        {
          type: 'unplanned',
          title: 'Cannabis in palliative care',
          learnedWhat: 'Antiemetic uses of THC.',
          source: { kind: 'webinar', id: WEBINAR_ID, title: 'Cannabis in palliative care' },
          evidence: [],
        },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
