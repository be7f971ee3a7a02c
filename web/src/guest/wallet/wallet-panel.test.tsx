import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GuestWallet } from '@sofra/contracts/loyalty/guest-wallet.schemas';
import { e164Of } from './sign-in.tsx';
import WalletPanel from './wallet-panel.tsx';
import { answer, guestServer as server, price, type Sent } from '../test-server.ts';

const wallet: GuestWallet = {
  storeId: 'store-1',
  pointTitle: '',
  points: 120,
  payoff: { payPoint: 10, maxPoint: 0, pointExpiryMonths: 12, pointValueMinor: 100 },
  stamps: { stamps: 7, perReward: 5, rewardsReady: 1 },
  coupons: [
    {
      couponId: 'c1',
      name: 'Summer 10',
      benefit: { kind: 'percent', value: 10 },
      minSpend: 15_000,
      validTo: '2026-12-31T21:00:00.000Z',
      code: 'YAZ10',
      image: null,
    },
  ],
  scratchCards: [{ poolId: 'pool-1', name: 'Lucky card', played: false }],
  campaigns: [{ id: 'k1', name: 'Happy hour', kind: 'happy-hour' }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The panel at store-1, in English, with no coupon chosen and none to use unless given. */
const panel = (props: Partial<ComponentProps<typeof WalletPanel>>) =>
  render(
    <WalletPanel
      storeId="store-1"
      language="en"
      price={price}
      session={null}
      chosenCoupon={null}
      onUseCoupon={null}
      {...props}
    />,
  );

describe('the guest’s sign-in', () => {
  test('a number the server asks a captcha for: the picture, then the code, then the session kept on the device', async () => {
    const sent: Sent[] = [];
    server(
      {
        'user/requestOtp': (_b, n) =>
          n === 1 ? answer(428, { code: 'captcha_required', desc: '' }) : answer(200, { message: 'ok' }),
        'user/CreateCaptcha': () =>
          answer(200, { id: 'cap-1', image: 'data:image/png;base64,AA==', expiresInSeconds: 60 }),
        'user/verifyOtp': () => answer(200, { token: 'guest-token', userInfo: { name: 'Ayşe', gsm: '+905321234567' } }),
      },
      sent,
    );
    panel({ session: null });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0532 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('img', { name: 'Security code picture' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: 'K7P2Q' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('sofra-guest-session')).toContain('guest-token'));
    expect(sent.map((s) => [s.path, s.body])).toEqual([
      ['user/requestOtp', { gsm: '+905321234567' }],
      ['user/CreateCaptcha', {}],
      ['user/requestOtp', { gsm: '+905321234567', captchaId: 'cap-1', captcha: 'K7P2Q' }],
      ['user/verifyOtp', { gsm: '+905321234567', otp: '123456' }],
    ]);
  });

  test('a number with no account signs up here: name, both texts, SMS offers only if ticked, a captcha, then the code', async () => {
    const sent: Sent[] = [];
    server(
      {
        'user/requestOtp': () => answer(404, { code: 'user_not_found', desc: '' }),
        'user/CreateCaptcha': (_b, n) =>
          answer(200, { id: `cap-${n}`, image: 'data:image/png;base64,AA==', expiresInSeconds: 60 }),
        'user/register': (_b, n) =>
          n === 1 ? answer(400, { code: 'captcha_invalid', desc: '' }) : answer(200, { message: 'new' }),
        'user/verifyOtp': () => answer(200, { token: 'new-token', userInfo: { name: 'Deniz', gsm: '+905329876543' } }),
      },
      sent,
    );
    panel({ session: null, language: 'tr' });
    fireEvent.change(screen.getByLabelText('Cep telefonu numarası'), { target: { value: '0532 987 65 43' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kod gönder' }));
    const form = await screen.findByRole('form', { name: 'Hesabınızı oluşturun' });
    expect(screen.getByRole('status').textContent).toBe(
      'Bu numarayla henüz bir hesap yok: aşağıdan bir dakikada oluşturun.',
    );
    expect(within(form).getByText('Numara: +905329876543')).toBeTruthy();
    // Both texts open in their own tab, in the guest's language.
    expect(within(form).getByRole('link', { name: 'Üyelik Sözleşmesi’ni okuyun' })).toHaveAttribute(
      'href',
      '/legal-notes/view/membership-agreement/tr',
    );
    expect(within(form).getByRole('link', { name: 'KVKK Aydınlatma Metni’ni okuyun' })).toHaveAttribute(
      'href',
      '/legal-notes/view/clarification-text/tr',
    );
    // The texts must be accepted before anything is sent.
    expect(within(form).getByRole('checkbox', { name: /Üyelik Sözleşmesi’ni okudum/ })).toBeRequired();
    expect(within(form).getByRole('checkbox', { name: /Aydınlatma Metni’ni okudum/ })).toBeRequired();
    expect(within(form).getByRole('checkbox', { name: /SMS ile almak istiyorum/ })).not.toBeRequired();

    fireEvent.change(within(form).getByLabelText('Adınız'), { target: { value: ' Deniz ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Üyelik Sözleşmesi’ni okudum/ }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /Aydınlatma Metni’ni okudum/ }));
    const captcha = (code: string) => {
      fireEvent.change(within(form).getByLabelText('Güvenlik kodu'), { target: { value: code } });
      fireEvent.submit(form);
    };
    captcha('WRONG');
    // A wrong captcha: said, and a new picture for the next try; the rest of the form stays as it was.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Güvenlik kodu yanlış. Lütfen yenisini deneyin.'),
    );
    await waitFor(() => expect(sent.filter((x) => x.path === 'user/CreateCaptcha')).toHaveLength(2));
    captcha('K7P2Q');
    fireEvent.change(await screen.findByLabelText('SMS kodu'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await waitFor(() => expect(localStorage.getItem('sofra-guest-session')).toContain('new-token'));
    const registered = sent.filter((x) => x.path === 'user/register').map((x) => x.body);
    expect(registered.at(-1)).toEqual({
      gsm: '+905329876543',
      source: 'web',
      name: 'Deniz',
      captchaId: 'cap-2',
      captcha: 'K7P2Q',
      accepts: { membershipAgreement: true, clarificationText: true },
      lang: 'tr',
      permissions: { sms: false },
    });
    expect(sent.at(-1)).toMatchObject({ path: 'user/verifyOtp', body: { gsm: '+905329876543', otp: '654321' } });
  });

  test('numbers as typed become E.164 (Turkish when no country is given)', () => {
    expect(e164Of('0532 123 45 67')).toBe('+905321234567');
    expect(e164Of('5321234567')).toBe('+905321234567');
    expect(e164Of('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164Of('0049301234567')).toBe('+49301234567');
  });
});

describe('the guest’s wallet', () => {
  const session = { token: 'guest-token', name: 'Ayşe', gsm: '+905321234567' };

  test('points and their rules, stamps, own coupons to use, a scratch card, campaigns; read with the guest’s token', async () => {
    const sent: Sent[] = [];
    const onUse = vi.fn();
    server(
      {
        'guest/wallet': () => answer(200, wallet),
        'guest/scratch': () => answer(409, { code: 'scratch_already_played', desc: '' }),
      },
      sent,
    );
    panel({ session, onUseCoupon: onUse });
    expect(await screen.findByText('120 points')).toBeTruthy();
    expect(screen.getByText('You earn 10 points for every ₺100.00 spent.')).toBeTruthy();
    expect(screen.getByText('2 of 5 stamps')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Summer 10' });
    expect(within(card).getByText('Code: YAZ10')).toBeTruthy();
    expect(within(card).getByText('Orders from ₺150.00')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Use Summer 10 on my order' }));
    expect(onUse).toHaveBeenCalledWith('YAZ10');
    expect(screen.getByText('Happy hour')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scratch Lucky card' }));
    expect(await screen.findByText('You have scratched this card already.')).toBeTruthy();
    expect(sent[0]).toEqual({
      path: 'guest/wallet',
      body: { storeId: 'store-1' },
      authorization: 'Bearer guest-token',
    });
    expect(sent.find((s) => s.path === 'guest/scratch')?.body).toEqual({ storeId: 'store-1', poolId: 'pool-1' });
  });

  test('in Turkish; a token the server refuses signs the guest out', async () => {
    localStorage.setItem('sofra-guest-session', JSON.stringify(session));
    server(
      { 'guest/wallet': (_b, n) => (n === 1 ? answer(200, wallet) : answer(401, { code: 'token_expired', desc: '' })) },
      [],
    );
    panel({ language: 'tr', session, chosenCoupon: 'YAZ10', onUseCoupon: vi.fn() });
    expect(await screen.findByText('120 puan')).toBeTruthy();
    expect(screen.getByText('Sonraki siparişinizde kullanılıyor')).toBeTruthy();
    cleanup();
    panel({ language: 'tr', session });
    expect(await screen.findByText('Cüzdanınız yüklenemedi.')).toBeTruthy();
    expect(localStorage.getItem('sofra-guest-session')).toBeNull();
  });
});
