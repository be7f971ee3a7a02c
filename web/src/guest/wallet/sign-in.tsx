/** @jsxRuntime automatic @jsxImportSource react */
import { Fragment, useState, type FormEvent } from 'react';
import type { TFunction } from '../../lib/translate';
import { urls } from '../../lib/urls';
import { post } from '../api.ts';
import { saveSession } from '../session.ts';

/**
 * The guest's sign-in by phone and SMS code: the portal's own calls and rules (`user/requestOtp` with its SMS budgets,
 * the captcha when the server asks for one, `user/verifyOtp`), with the session kept on the device (session.ts). A
 * number with no account yet signs up here as on the portal's register page (docs/sign-up.md): a name, both texts
 * accepted, commercial SMS only if ticked, a captcha always; `user/register` sends the code `user/verifyOtp` turns
 * into the account.
 */

type Captcha = { id: string; image: string };
type Step =
  | { kind: 'number'; captcha: Captcha | null }
  | { kind: 'register'; gsm: string; captcha: Captcha | null }
  | { kind: 'code'; gsm: string };

/** A number as typed, in E.164: a leading 0 or none is a Turkish number (the server checks the rest). */
export const e164Of = (typed: string): string => {
  const digits = typed.replace(/[\s()./-]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('90') && digits.length === 12) return `+${digits}`;
  return `+90${digits.replace(/^0/, '')}`;
};

/** A refusal in words; a wait the server names (the number's 60 s between codes) is said in seconds. */
const refusalOf = (t: TFunction, code: string, retryAfter: number | null = null) =>
  code === 'rate_limited' && retryAfter
    ? t('refused.wait', { seconds: retryAfter })
    : t(`refused.${code}`, { defaultValue: t('refused.failed') });

/**
 * The two texts a sign-up accepts (docs/sign-up.md): each box's field, its text's type (its public page in the guest's
 * language, Turkish when it has none in it) and its two sentences.
 */
const REQUIRED_TEXTS = [
  { field: 'membership', type: 'membership-agreement', accept: 'acceptMembership', read: 'readMembership' },
  { field: 'clarification', type: 'clarification-text', accept: 'acceptClarification', read: 'readClarification' },
] as const;

export const SignIn = ({
  t,
  language,
  title,
  hint,
}: {
  t: TFunction;
  language: string;
  /** What the sign-in is for, when not the wallet's (the booking's: its phone). */
  title?: string;
  hint?: string;
}) => {
  const [step, setStep] = useState<Step>({ kind: 'number', captcha: null });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const newCaptcha = async (): Promise<Captcha | null> => {
    const answer = await post<Captcha>('user/CreateCaptcha', {});
    return answer.ok ? answer.value : null;
  };

  const askCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const gsm = e164Of(String(form.get('gsm') ?? ''));
    const captcha = step.kind === 'number' ? step.captcha : null;
    setBusy(true);
    const answer = await post<{ message: string }>('user/requestOtp', {
      gsm,
      ...(captcha ? { captchaId: captcha.id, captcha: String(form.get('captcha') ?? '') } : {}),
    });
    if (answer.ok) {
      setStep({ kind: 'code', gsm });
      setMessage(t('codeSent', { gsm }));
    } else if (answer.code === 'captcha_required' || answer.code === 'captcha_invalid') {
      // The server asks for a captcha (a number's second code within the hour, or a wrong one): a new picture.
      setStep({ kind: 'number', captcha: await newCaptcha() });
      setMessage(answer.code === 'captcha_required' ? t('captchaAsked') : refusalOf(t, answer.code));
    } else if (answer.code === 'user_not_found') {
      // No account yet: the sign-up form, whose request always carries a captcha.
      setStep({ kind: 'register', gsm, captcha: await newCaptcha() });
      setMessage(refusalOf(t, answer.code));
    } else {
      setMessage(refusalOf(t, answer.code, answer.retryAfter));
    }
    setBusy(false);
  };

  /** Back to the number, for another one. */
  const startAgain = () => {
    setStep({ kind: 'number', captcha: null });
    setMessage('');
  };

  const register = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'register' || !step.captcha) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const answer = await post<{ message: string }>('user/register', {
      gsm: step.gsm,
      source: 'web',
      name: String(form.get('name') ?? '').trim(),
      captchaId: step.captcha.id,
      captcha: String(form.get('captcha') ?? ''),
      accepts: { membershipAgreement: form.has('membership'), clarificationText: form.has('clarification') },
      lang: language,
      permissions: { sms: form.has('smsOffers') },
    });
    if (answer.ok) {
      setStep({ kind: 'code', gsm: step.gsm });
      setMessage(t('codeSent', { gsm: step.gsm }));
    } else {
      // Each picture takes one guess, right or wrong: a refusal brings a new one.
      setStep({ ...step, captcha: await newCaptcha() });
      setMessage(refusalOf(t, answer.code, answer.retryAfter));
    }
    setBusy(false);
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    setBusy(true);
    const answer = await post<{ token: string; userInfo: { name: string; gsm: string } }>('user/verifyOtp', {
      gsm: step.gsm,
      otp,
    });
    setBusy(false);
    if (answer.ok) {
      saveSession({ token: answer.value.token, name: answer.value.userInfo.name, gsm: step.gsm });
      return;
    }
    setMessage(refusalOf(t, answer.code));
  };

  return (
    <section className="wallet-part" aria-labelledby="sign-in-title">
      <h3 id="sign-in-title">{title ?? t('signInTitle')}</h3>
      <p className="muted">{hint ?? t('signInHint')}</p>
      {step.kind === 'number' ? (
        <form className="wallet-form" onSubmit={(event) => void askCode(event)}>
          <label htmlFor="guest-gsm">{t('phone')}</label>
          <input id="guest-gsm" name="gsm" type="tel" autoComplete="tel" inputMode="tel" required />
          {step.captcha && (
            <>
              <img src={step.captcha.image} alt={t('captchaPicture')} className="captcha" />
              <label htmlFor="guest-captcha">{t('captcha')}</label>
              <input id="guest-captcha" name="captcha" autoComplete="off" required />
            </>
          )}
          <button type="submit" className="button" disabled={busy}>
            {t('sendCode')}
          </button>
        </form>
      ) : step.kind === 'register' ? (
        <form className="wallet-form" aria-labelledby="register-title" onSubmit={(event) => void register(event)}>
          <h4 id="register-title">{t('registerTitle')}</h4>
          <p className="muted">{t('registerNumber', { gsm: step.gsm })}</p>
          <label htmlFor="guest-name">{t('name')}</label>
          <input id="guest-name" name="name" autoComplete="name" minLength={2} maxLength={120} required />
          {REQUIRED_TEXTS.map(({ field, type, accept, read }) => (
            <Fragment key={field}>
              <label className="check">
                <input type="checkbox" name={field} required />
                <span>{t(accept)}</span>
              </label>
              {/* Under the box, not in its label: following it ticks nothing. */}
              <a href={urls.legalNoteView(type, language)} target="_blank" rel="noopener noreferrer">
                {t(read)}
              </a>
            </Fragment>
          ))}
          <label className="check">
            <input type="checkbox" name="smsOffers" />
            <span>{t('smsOffers')}</span>
          </label>
          {step.captcha && (
            <>
              <img src={step.captcha.image} alt={t('captchaPicture')} className="captcha" />
              <label htmlFor="guest-captcha">{t('captcha')}</label>
              <input id="guest-captcha" name="captcha" autoComplete="off" required />
            </>
          )}
          <button type="submit" className="button" disabled={busy || !step.captcha}>
            {t('createAccount')}
          </button>
          <button type="button" className="link" onClick={startAgain}>
            {t('otherNumber')}
          </button>
        </form>
      ) : (
        <form className="wallet-form" onSubmit={(event) => void verify(event)}>
          <label htmlFor="guest-otp">{t('smsCode')}</label>
          <input
            id="guest-otp"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
          <button type="submit" className="button" disabled={busy}>
            {t('signIn')}
          </button>
          <button type="button" className="link" onClick={startAgain}>
            {t('otherNumber')}
          </button>
        </form>
      )}
      <p className="note" role="status">
        {message}
      </p>
    </section>
  );
};
