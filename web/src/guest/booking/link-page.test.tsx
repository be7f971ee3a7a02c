import { afterEach, describe, expect, test, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { GuestReservation } from '@sofra/contracts/reservations/reservations.schemas';
import { renderBookingPage } from '../server-entry.tsx';
import { BOOKING_ROOT_ID, BookingLinkPage, tokenOfPath } from './link-page.tsx';
import { answer, guestServer as server, type Sent } from '../test-server.ts';

const TOKEN = 'k'.repeat(43);
const booking = (over: Partial<GuestReservation> = {}): GuestReservation => ({
  storeId: 'store-1',
  storeName: 'Moda Meyhanesi',
  address: 'Moda Cad. 12, Kadıköy',
  timeZone: 'Europe/Istanbul',
  startsAt: '2031-03-14T16:30:00.000Z',
  endsAt: '2031-03-14T18:30:00.000Z',
  date: '2031-03-14',
  startTime: '19:30',
  endTime: '21:30',
  partySize: 4,
  guestName: 'Ayşe',
  notes: 'Cam kenarı',
  status: 'confirmed',
  deposit: { amount: 0, state: 'none' },
  guestConfirmed: false,
  canCancel: true,
  canConfirm: true,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const page = (initial = { booking: booking(), language: 'en' }) =>
  render(<BookingLinkPage token={TOKEN} initial={initial} />);

describe("the guest's link page /b/{token}", () => {
  test('the booking: where, when, how many, its status', () => {
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Moda Meyhanesi' })).toBeTruthy();
    expect(screen.getByText('Moda Cad. 12, Kadıköy')).toBeTruthy();
    expect(screen.getByText('Friday, 14 March 2031, 19:30–21:30')).toBeTruthy();
    expect(screen.getByText('4 people')).toBeTruthy();
    expect(screen.getByText('Cam kenarı')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
  });

  test('I’m coming: sent with the link’s token, then said and no longer offered', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/reservationConfirm': () => answer(200, booking({ guestConfirmed: true, canConfirm: false })),
      },
      sent,
    );
    page();
    fireEvent.click(screen.getByRole('button', { name: 'I’m coming' }));
    expect(await screen.findByText('Thank you: the restaurant knows you are coming.')).toBeTruthy();
    expect(screen.getByText('You told the restaurant you are coming.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I’m coming' })).toBeNull();
    expect(sent).toEqual([{ path: 'guest/reservationConfirm', body: { token: TOKEN }, authorization: null }]);
  });

  test('cancelling asks first; keeping it sends nothing; yes cancels it', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/reservationCancel': () =>
          answer(200, booking({ status: 'cancelled', canCancel: false, canConfirm: false })),
      },
      sent,
    );
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const ask = screen.getByRole('group', { name: 'Cancel this booking? Your table will be given to other guests.' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep my booking' }));
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your booking has been cancelled.')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(sent.map((s) => [s.path, s.body])).toEqual([['guest/reservationCancel', { token: TOKEN }]]);
  });

  test('a request offers cancelling only; a refusal is said in plain words', async () => {
    server(
      {
        'guest/reservationCancel': () => answer(409, { code: 'reservation_status_invalid', desc: '' }),
        'guest/reservation': () => answer(200, booking({ status: 'seated', canCancel: false, canConfirm: false })),
      },
      [],
    );
    page({ booking: booking({ status: 'requested', canConfirm: false }), language: 'tr' });
    expect(screen.getByText('Restoranın onayı bekleniyor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Geliyorum' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rezervasyonu iptal et' }));
    fireEvent.click(screen.getByRole('button', { name: 'Evet, iptal et' }));
    expect(await screen.findByText('Bu rezervasyon artık değiştirilemez.')).toBeTruthy();
    // Read again: the host seated it meanwhile.
    expect(await screen.findByText('Masanızdasınız')).toBeTruthy();
  });

  test('a link that is not valid: the page says so (read by the browser, or rendered by the server)', async () => {
    server({ 'guest/reservation': () => answer(404, { code: 'reservation_link_invalid', desc: '' }) }, []);
    render(<BookingLinkPage token={TOKEN} initial={undefined} />);
    expect(
      await screen.findByRole('heading', {
        name: /^(This booking link is not valid\.|Bu rezervasyon bağlantısı geçerli değil\.)$/,
      }),
    ).toBeTruthy();
    cleanup();
    page({ booking: null, language: 'tr' } as never);
    expect(screen.getByRole('heading', { name: 'Bu rezervasyon bağlantısı geçerli değil.' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('the token of the address', () => {
    expect(tokenOfPath(`/b/${TOKEN}`)).toBe(TOKEN);
    expect(tokenOfPath(`/b/${TOKEN}/`)).toBe(TOKEN);
    expect(tokenOfPath('/b/')).toBe('');
  });

  test("the built page starts with the booking's chunk in place of the menu's, with its style sheets", () => {
    const template =
      '<!doctype html><html lang="tr"><head><title>Menü</title>' +
      '<script type="module" crossorigin src="/assets/guest-AAAAAAAA.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/guest-BBBBBBBB.css"></head>' +
      '<body><div id="app"><!--guest-app--></div><!--guest-data--></body></html>';
    const html = renderBookingPage({
      template,
      chunk: { script: '/assets/own-parts-CCCCCCCC.js', styles: ['/assets/own-parts-DDDDDDDD.css'] },
      booking: null,
      language: 'tr',
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/own-parts-CCCCCCCC.js"></script>');
    expect(html).not.toContain('guest-AAAAAAAA.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/guest-BBBBBBBB.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/own-parts-DDDDDDDD.css"></head>');
    // A root of its own: the menu's script starts nothing here.
    expect(html).toContain('<div id="booking">');
    expect(html).not.toContain('<div id="app">');
    expect(html).toContain('<title>Bu rezervasyon bağlantısı geçerli değil.</title>');
  });

  test('the page the server rendered hydrates as it is, with its title and no-index', async () => {
    const html = renderBookingPage({ booking: booking(), language: 'en' });
    expect(html).toContain('<title>Your booking · Moda Meyhanesi</title><meta name="robots" content="noindex" />');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    document.body.innerHTML = doc.body.innerHTML;
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const initial = JSON.parse(document.getElementById('guest-data')!.textContent!) as {
      booking: GuestReservation;
      language: string;
    };
    await act(async () => {
      hydrateRoot(document.getElementById(BOOKING_ROOT_ID)!, <BookingLinkPage token={TOKEN} initial={initial} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'I’m coming' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'I’m coming' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
