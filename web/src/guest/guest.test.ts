import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GuestMenu, StoreMenu } from '@sofra/contracts/menu/published.schemas';

const menu = (language: 'tr' | 'en'): StoreMenu => ({
  id: 'store-1',
  name: 'Moda Lokantası',
  language,
  isDefault: language === 'tr',
  languages: ['tr', 'en'],
  menuVersion: 3,
  publishedAt: '2026-11-24T10:00:00.000Z',
  currency: 'TRY',
  productGroups: [
    { id: 'g1', name: language === 'tr' ? 'Çorbalar' : 'Soups', sequence: 0, image: null },
    { id: 'g2', name: language === 'tr' ? 'Tatlılar' : 'Desserts', sequence: 1, image: null },
  ],
  products: [
    {
      id: 'p1',
      group: 'g1',
      name: language === 'tr' ? 'Mercimek çorbası' : 'Lentil soup',
      description: '',
      price: 14_550,
      image: null,
      isShowInStore: true,
      sequence: 0,
      plu: '',
      taxRate: 10,
      tags: ['vegan'],
      allergens: ['celery'],
      calories: null,
      prepMinutes: null,
    },
    {
      id: 'p2',
      group: 'g2',
      name: 'Baklava',
      description: '',
      price: 20_000,
      image: null,
      isShowInStore: true,
      sequence: 0,
      plu: '',
      taxRate: 10,
      tags: [],
      allergens: ['nuts'],
      calories: null,
      prepMinutes: null,
    },
  ],
  productModifiers: [
    {
      id: 'm1',
      name: 'Porsiyon',
      minChoices: 1,
      maxChoices: 1,
      productIds: ['p1'],
      options: [
        { id: 'o1', name: 'Tam', price: 0, isDefault: true },
        { id: 'o2', name: 'Büyük', price: 5_000, isDefault: false },
      ],
    },
  ],
  productGroupModifiers: [],
  advices: [],
  banners: [],
});

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const open = async (path: string, fetcher: (url: string) => Promise<Response>) => {
  document.body.innerHTML = '<div id="app"></div>';
  window.history.pushState({}, '', path);
  vi.stubGlobal('fetch', vi.fn(fetcher));
  vi.resetModules();
  await import('./main.ts');
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the guest web menu page', () => {
  test('shows the published menu: tabs, prices in the currency, chips, options, search', async () => {
    // Chosen here before: Turkish, whatever the browser's language.
    localStorage.setItem('sofra-guest-language', 'tr');
    await open('/menu/store-1', (url) =>
      answer(200, { menu: menu(url.includes('language=en') ? 'en' : 'tr'), table: null, logo: null } as GuestMenu),
    );
    const lentil = await screen.findByRole('article', { name: 'Mercimek çorbası' });
    expect(within(lentil).getByText('₺145,50')).toBeTruthy();
    expect(within(lentil).getByRole('list', { name: 'Alerjenler' }).textContent).toBe('Kereviz');
    expect(within(lentil).getByText('Seçenekler (1)')).toBeTruthy();
    expect(within(lentil).getByText('+₺50,00')).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    screen.getAllByRole('tab')[1]!.click();
    await screen.findByRole('article', { name: 'Baklava' });
    const search = screen.getByRole('searchbox');
    (search as HTMLInputElement).value = 'mercimek';
    search.dispatchEvent(new Event('input'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  test('says the menu is not available on a 404, and offers a retry on a failure', async () => {
    await open('/qr/unknown', () => answer(404, { code: 'qr_code_not_found', desc: '' }));
    await screen.findByText(/This menu is not available right now/);
    await open('/menu/store-1', () => answer(500, { code: 'internal_error', desc: '' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('shows the menu banners in their order above the menu, and none when there are none', async () => {
    const banners = ['/api/file/b1', '/api/file/b2'];
    await open('/menu/store-1', () => answer(200, { menu: { ...menu('tr'), banners }, table: null, logo: null }));
    await screen.findByRole('article', { name: 'Mercimek çorbası' });
    expect([...document.querySelectorAll('.banners img')].map((img) => img.getAttribute('src'))).toEqual(banners);
    await open('/menu/store-1', () => answer(200, { menu: menu('tr'), table: null, logo: null }));
    await screen.findByRole('article', { name: 'Mercimek çorbası' });
    expect(document.querySelector('.banners')).toBeNull();
  });
});
