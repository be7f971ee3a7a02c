import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { reloadSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { MainContractCard } from './main-contract-card';

const contract = (version: number, detail: string) => ({
  id: `00000000000-0000-0000-00000000000${version}`,
  createDate: '2026-11-01T09:00:00.000Z',
  detail,
  version,
  default: true,
});

const signedInAs = (isMaster: boolean) => {
  storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
  storage.setUserInfo({ id: 'u1', gsm: '+905321234567', name: 'Ayşe', isMaster } as unknown as User);
  reloadSession();
};

const renderCard = () =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MainContractCard fullScreenEditor={false} />
    </QueryClientProvider>,
  );

// ProseMirror measures the selection after a command; jsdom has no layout for ranges.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

describe('MainContractCard', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the version, date and text, and no Edit button to an owner', async () => {
    signedInAs(false);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'contract/getMainContract': () => ({
          body: contract(3, '<h2>Sözleşme</h2><p>Madde <img src=x onerror="alert(1)">bir</p>'),
        }),
      }),
    );
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Sözleşme' })).toBeInTheDocument();
    expect(screen.getByText('Version 3')).toBeInTheDocument();
    expect(screen.getByText('Madde bir')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says so when no contract has been published yet', async () => {
    signedInAs(false);
    vi.stubGlobal('fetch', fakeApi({}));
    renderCard();
    expect(await screen.findByText('No main contract has been published yet.')).toBeInTheDocument();
  });

  it('lets a master user publish a new version', async () => {
    signedInAs(true);
    const saved = vi.fn();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'contract/getMainContract': () => ({ body: contract(1, '<p>Eski metin</p>') }),
        'contract/saveMainContract': (body) => {
          saved(body);
          return { body: contract(2, (body as { detail: string }).detail) };
        },
      }),
    );
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // The editor is loaded on first use; its first import takes a while.
    const editor = await screen.findByRole('textbox', { name: 'Contract text' }, { timeout: 10_000 });
    expect(editor).toHaveTextContent('Eski metin');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    });
    expect(saved).toHaveBeenCalledWith({ detail: '<h2>Eski metin</h2>' });
    expect(await screen.findByText('Version 2 published')).toBeInTheDocument();
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
  });

  it("shows the error code's text in Turkish, never the server's English desc, when publishing fails", async () => {
    signedInAs(true);
    await act(() => setLanguage('tr'));
    try {
      vi.stubGlobal(
        'fetch',
        fakeApi({
          'contract/getMainContract': () => ({ body: contract(1, '<p>Metin</p>') }),
          'contract/saveMainContract': () => ({
            status: 403,
            body: { code: 'master_only', desc: 'only master users may publish the main contract' },
          }),
        }),
      );
      renderCard();
      fireEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
      await screen.findByRole('textbox', { name: 'Sözleşme metni' }, { timeout: 10_000 });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Yeni sürümü yayınla' }));
      });
      expect(await screen.findByText('Bu modüle erişim yetkiniz yok!')).toBeInTheDocument();
      expect(screen.queryByText('only master users may publish the main contract')).toBeNull();
      // The editor stays open with the text.
      expect(screen.getByRole('textbox', { name: 'Sözleşme metni' })).toHaveTextContent('Metin');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
