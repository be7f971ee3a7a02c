import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { PhoneSignIn } from './phone-sign-in';
import { typeValue } from '../../../test/type-value';

type Answer = { status?: number; body: unknown };
const otpOk: Answer = { body: { message: 'ok', resendAfterSeconds: 60, expiresInSeconds: 300 } };
const error = (status: number, code: string): Answer => ({ status, body: { code, desc: code } });

/** The server: answers requestOtp from `answers` in turn and records what each request carried. */
const server = (answers: Answer[]) => {
  const requests: Record<string, unknown>[] = [];
  let captchas = 0;
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'helper/getCountries': () => ({ body: [{ name: 'Türkiye', code: 'TR', dialCode: '+90', flagEmoji: '🇹🇷' }] }),
      'helper/getPhoneRules': () => ({ body: { countryCode: 'TR', metadata: mobileMetadata } }),
      'user/CreateCaptcha': () => ({
        body: { id: `captcha-${++captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 300 },
      }),
      'user/requestOtp': (body) => {
        requests.push(body as Record<string, unknown>);
        return answers.shift() ?? otpOk;
      },
      'user/verifyCaptcha': () => {
        throw new Error('the captcha is checked by requestOtp, never on its own');
      },
    }),
  );
  return { requests, captchasMade: () => captchas };
};

const render = (props: { captchaFirst?: boolean } = {}) =>
  renderWithProviders(<PhoneSignIn submitLabel="Send code" onSignedIn={vi.fn()} {...props} />);

const askForCode = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Mobile number'), '5321234567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
};

describe('PhoneSignIn and the captcha', () => {
  // libphonenumber comes with the first phone rules (lib/phone-rules.ts); loaded once here, so the first test does not
  // type its number before the field has its rules.
  beforeAll(() => import('../../../lib/phone-numbers'));
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('login: captcha_required shows the picture; the code goes again with the typed captcha and the dialog opens', async () => {
    const api = server([error(428, 'captcha_required')]);
    const user = userEvent.setup();
    render();
    expect(screen.queryByLabelText('Security code')).toBeNull();
    await askForCode(user);
    expect(await screen.findByRole('img', { name: 'Security code picture' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getAllByText('For your security, type the characters in the picture to get a code.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'SMS code' })).toBeNull();

    // Nothing typed: the field says so and no request goes.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Type the characters you see in the picture.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);

    await user.type(screen.getByLabelText('Security code'), 'k7x2p');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('dialog', { name: 'SMS code' })).toBeInTheDocument();
    expect(api.requests).toEqual([
      { gsm: '+905321234567', source: 'web' },
      { gsm: '+905321234567', source: 'web', captchaId: 'captcha-1', captcha: 'k7x2p' },
    ]);
  });

  it('a wrong captcha shows the error and a new picture', async () => {
    const api = server([error(428, 'captcha_required'), error(400, 'captcha_invalid')]);
    const user = userEvent.setup();
    render();
    await askForCode(user);
    await user.type(await screen.findByLabelText('Security code'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Security code is wrong, try the new one')).toBeInTheDocument();
    await waitFor(() => expect(api.captchasMade()).toBe(2));
    expect(screen.getByLabelText('Security code')).toHaveValue('');
    expect(screen.queryByRole('dialog', { name: 'SMS code' })).toBeNull();

    await user.type(screen.getByLabelText('Security code'), 'right');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('dialog', { name: 'SMS code' })).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ captchaId: 'captcha-2', captcha: 'right' });
  });

  it('register: the captcha is there from the start and goes with the first request', async () => {
    const api = server([]);
    const user = userEvent.setup();
    render({ captchaFirst: true });
    expect(await screen.findByRole('img', { name: 'Security code picture' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security code'), 'abcde');
    await askForCode(user);
    expect(await screen.findByRole('dialog', { name: 'SMS code' })).toBeInTheDocument();
    expect(api.requests).toEqual([{ gsm: '+905321234567', source: 'web', captchaId: 'captcha-1', captcha: 'abcde' }]);
  });

  it('the rest of the texts coming in while the captcha is typed keeps its picture and the typed code', async () => {
    const api = server([]);
    const user = userEvent.setup();
    render({ captchaFirst: true });
    expect(await screen.findByRole('img', { name: 'Security code picture' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security code'), 'abcde');
    // As when a visit's whole texts arrive after its first screen's part: every screen gets a new translator.
    act(() => i18n.use(i18n.language));
    expect(screen.getByLabelText('Security code')).toHaveValue('abcde');
    expect(api.captchasMade()).toBe(1);
    await askForCode(user);
    expect(await screen.findByRole('dialog', { name: 'SMS code' })).toBeInTheDocument();
    expect(api.requests).toEqual([{ gsm: '+905321234567', source: 'web', captchaId: 'captcha-1', captcha: 'abcde' }]);
  });

  it('resend in the code dialog: captcha_required shows the picture in the dialog, the typed code sends it', async () => {
    const api = server([otpOk, error(428, 'captcha_required')]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render();
    await askForCode(user);
    const dialog = await screen.findByRole('dialog', { name: 'SMS code' });
    act(() => void vi.advanceTimersByTime(61_000));
    await user.click(within(dialog).getByRole('button', { name: 'Send the code again' }));
    expect(
      await within(dialog).findByRole('img', { name: 'Security code picture' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    typeValue(within(dialog).getByLabelText('Security code', { exact: true }), 'q4w5e');
    await user.click(within(dialog).getByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(api.requests).toHaveLength(3));
    expect(api.requests[2]).toMatchObject({ captchaId: expect.stringMatching(/^captcha-/), captcha: 'q4w5e' });
    // Sent: the countdown starts again.
    expect(await within(dialog).findByText(/You can ask for a new code in/)).toBeInTheDocument();
  });
});

describe('PhoneSignIn on the login page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('user_not_found after the captcha: the page is told the number, nothing else is shown', async () => {
    server([error(428, 'captcha_required'), error(404, 'user_not_found')]);
    const onNoAccount = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PhoneSignIn submitLabel="Send code" onSignedIn={vi.fn()} onNoAccount={onNoAccount} />);
    await askForCode(user);
    await user.type(await screen.findByLabelText('Security code', {}, { timeout: 10_000 }), 'k7x2p');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onNoAccount).toHaveBeenCalledTimes(1));
    expect(onNoAccount.mock.calls[0]![0]).toMatchObject({ national: expect.stringMatching(/532/) });
    expect(screen.queryByRole('dialog', { name: 'SMS code' })).toBeNull();
  });

  it('a double click sends one request', async () => {
    const api = server([]);
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('Mobile number'), '5321234567');
    // Two clicks in the same moment: the second comes while the first request is on its way.
    const send = screen.getByRole('button', { name: 'Send code' });
    act(() => {
      send.click();
      send.click();
    });
    expect(await screen.findByRole('dialog', { name: 'SMS code' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });
});

describe('PhoneSignIn: leaving the field', () => {
  beforeAll(() => import('../../../lib/phone-numbers'));
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('passing through the empty field shows no error; a number typed and left, or an empty submit, does', async () => {
    server([]);
    const user = userEvent.setup();
    render({ captchaFirst: true });
    const field = await screen.findByLabelText('Mobile number');
    await user.click(field);
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    // The captcha field likewise.
    const captcha = await screen.findByLabelText('Security code');
    await user.click(captcha);
    await user.tab();
    expect(captcha).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '12');
    await user.tab();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
