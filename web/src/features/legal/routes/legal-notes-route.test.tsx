import { fireEvent, screen, within } from '@testing-library/react';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { queryClient } from '../../../lib/query-client';
import { reloadSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi } from '../../../test/render';
import { renderAt } from '../../../test/render-at';
import { Component as LegalNotes } from './legal-notes-route';

const STORE = '0000000000a-0000-0000-000000000001';
const note = (storeId: string, caption: string, type = 'privacy-policy', lang = 'tr') => ({
  id: `${caption}-id`,
  storeId,
  type,
  lang,
  caption,
  detail: '<p>x</p>',
  updateDate: '2026-11-20T10:00:00.000Z',
});

const signedInAs = (isMaster: boolean) => {
  storage.setLogin({ gsm: '+905321234567', token: 'tok-1' });
  storage.setUserInfo({ id: 'u1', gsm: '+905321234567', name: 'Ayşe', isMaster } as unknown as User);
  storage.setActiveStoreId(STORE);
  reloadSession();
};

const asked: unknown[] = [];
const api = () =>
  fakeApi({
    'store/storeInfo': () => ({ body: { id: STORE, name: 'Moda Kahve Evi' } }),
    'legal-notes/get': (body) => {
      asked.push(body);
      const { storeId } = body as { storeId?: string };
      return {
        body: storeId ? [note(STORE, 'Gizlilik Politikası')] : [note('', 'Çerez Politikası', 'cookie-policy', 'en')],
      };
    },
  });

const renderRoute = () =>
  renderAt(
    '/main/legal-notes',
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <LegalNotes />
      </ModalsProvider>
    </QueryClientProvider>,
  );

describe('/main/legal-notes', () => {
  onDesktopScreen();
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    asked.length = 0;
    vi.stubGlobal('fetch', api());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the active store's notes with translated type and language and a View link naming the store", async () => {
    signedInAs(false);
    await renderRoute();
    const row = await screen.findByRole('row', { name: /Gizlilik Politikası/ });
    expect(within(row).getByText('Privacy policy')).toBeInTheDocument();
    expect(within(row).getByText('Türkçe')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View: Gizlilik Politikası' })).toHaveAttribute(
      'href',
      `/legal-notes/view/privacy-policy/tr?store=${STORE}`,
    );
    expect(asked).toEqual([{ storeId: STORE }]);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("gives a master user a switch to the platform's own notes", async () => {
    signedInAs(true);
    const { router } = await renderRoute();
    await screen.findByRole('row', { name: /Gizlilik Politikası/ });
    fireEvent.click(screen.getByRole('switch', { name: 'Platform notes (Sofra, no store)' }));
    const row = await screen.findByRole('row', { name: /Çerez Politikası/ });
    expect(within(row).getByText('Cookie policy')).toBeInTheDocument();
    expect(within(row).getByText('English')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View: Çerez Politikası' })).toHaveAttribute(
      'href',
      '/legal-notes/view/cookie-policy/en',
    );
    expect(asked).toContainEqual({});
    expect(router.state.location.href).toBe('/main/legal-notes?platform=1');
  });
});
