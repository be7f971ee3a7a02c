/** @jsxRuntime automatic @jsxImportSource react */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Benefit } from '@sofra/contracts/loyalty/coupons.schemas';
import type { GuestWallet } from '@sofra/contracts/loyalty/guest-wallet.schemas';
import type { TFunction } from '../../lib/translate';
import { post } from '../api.ts';
import { localeOf } from '../money.ts';
import { forgetSession, isSessionOver, type GuestSession } from '../session.ts';
import { SignIn } from './sign-in.tsx';
import { walletT } from './wallet-texts.ts';
import './wallet.css';

/**
 * The guest's own loyalty at this store (docs/coupons.md, The guest's wallet), loaded only when the guest opens it:
 * sign-in when signed out; else the points and what they buy, the stamp card, their coupons (each usable on the next
 * order), the scratch cards to scratch and the campaigns running. Everything shown is the server's answer for this
 * guest alone (`guest/wallet`); nothing is priced here.
 */

export interface WalletPanelProps {
  storeId: string;
  /** The menu's language: the wallet speaks Turkish for a Turkish menu, English otherwise. */
  language: string;
  price: (minor: number) => string;
  session: GuestSession | null;
  /** The code chosen for the next order, if any. */
  chosenCoupon: string | null;
  /** Chooses a code for the next order; null when the store takes no order now. */
  onUseCoupon: ((code: string) => void) | null;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; wallet: GuestWallet };

/** Day of a moment on the venue's calendar (Istanbul: stores have no zone of their own yet). */
const dayOf = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(localeOf(language), { timeZone: 'Europe/Istanbul' });

const benefitText = (t: TFunction, c: Benefit, price: (minor: number) => string) =>
  c.benefit.kind === 'percent'
    ? t('percentOff', { value: c.benefit.value })
    : c.benefit.kind === 'amount'
      ? t('amountOff', { amount: price(c.benefit.value) })
      : t('freeProduct');

/** Reads the guest's wallet; `reload` reads it again (after a scratch). A refused token signs the guest out. */
const useWallet = (storeId: string, token: string) => {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const read = useCallback(async (): Promise<Loaded> => {
    const answer = await post<GuestWallet>('guest/wallet', { storeId }, token);
    if (!answer.ok && isSessionOver(answer.code)) forgetSession();
    return answer.ok ? { kind: 'ready', wallet: answer.value } : { kind: 'failed' };
  }, [storeId, token]);
  useEffect(() => {
    let current = true;
    void read().then((next) => current && setLoaded(next));
    return () => {
      current = false;
    };
  }, [read]);
  const reload = async () => setLoaded(await read());
  return { loaded, reload };
};

const Points = ({ t, wallet, price }: { t: TFunction; wallet: GuestWallet; price: (minor: number) => string }) => {
  const { payoff } = wallet;
  return (
    <section className="wallet-part" aria-labelledby="wallet-points">
      <h3 id="wallet-points">{wallet.pointTitle || t('pointsTitle')}</h3>
      <p className="wallet-figure">{t('points', { count: wallet.points })}</p>
      {payoff.payPoint > 0 ? (
        <ul className="wallet-rules">
          <li>{t('earnRule', { points: payoff.payPoint, amount: price(10_000) })}</li>
          {payoff.maxPoint > 0 && <li>{t('maxRule', { points: payoff.maxPoint })}</li>}
          <li>{t('pointValue', { amount: price(payoff.pointValueMinor) })}</li>
          {payoff.pointExpiryMonths > 0 && <li>{t('expiryRule', { months: payoff.pointExpiryMonths })}</li>}
        </ul>
      ) : (
        <p className="muted">{t('noPoints')}</p>
      )}
      {wallet.stamps && (
        <>
          <h3>{t('stampsTitle')}</h3>
          <p>{t('stamps', { stamps: wallet.stamps.stamps % wallet.stamps.perReward, per: wallet.stamps.perReward })}</p>
          {wallet.stamps.rewardsReady > 0 && <p>{t('rewardsReady', { count: wallet.stamps.rewardsReady })}</p>}
        </>
      )}
    </section>
  );
};

const Coupons = ({
  t,
  wallet,
  price,
  language,
  chosen,
  onUse,
}: {
  t: TFunction;
  wallet: GuestWallet;
  price: (minor: number) => string;
  language: string;
  chosen: string | null;
  onUse: WalletPanelProps['onUseCoupon'];
}) => {
  const choosePromo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('promo') ?? '').trim();
    if (code && onUse) onUse(code.replace(/\s+/g, '').toUpperCase());
  };
  return (
    <section className="wallet-part" aria-labelledby="wallet-coupons">
      <h3 id="wallet-coupons">{t('couponsTitle')}</h3>
      {wallet.coupons.length === 0 && <p className="muted">{t('noCoupons')}</p>}
      <ul className="wallet-coupons">
        {wallet.coupons.map((c) => (
          <li key={`${c.couponId}:${c.code}`}>
            <article className="coupon" aria-label={c.name}>
              <p className="coupon-name">{c.name}</p>
              <p>{benefitText(t, c, price)}</p>
              {c.code && <p>{t('code', { code: c.code })}</p>}
              {c.minSpend > 0 && <p className="muted">{t('minSpend', { amount: price(c.minSpend) })}</p>}
              {c.validTo && <p className="muted">{t('validTo', { date: dayOf(c.validTo, language) })}</p>}
              {onUse && c.code && chosen !== c.code && (
                <button
                  type="button"
                  className="button small"
                  aria-label={t('useNamed', { name: c.name })}
                  onClick={() => onUse(c.code!)}
                >
                  {t('useOnOrder')}
                </button>
              )}
              {chosen === c.code && <p className="note">{t('chosen')}</p>}
            </article>
          </li>
        ))}
      </ul>
      {onUse && (
        <form className="wallet-form" onSubmit={choosePromo}>
          <label htmlFor="guest-promo">{t('promoLabel')}</label>
          <input id="guest-promo" name="promo" autoComplete="off" maxLength={40} required />
          <button type="submit" className="button small">
            {t('useOnOrder')}
          </button>
        </form>
      )}
    </section>
  );
};

const ScratchCards = ({
  t,
  wallet,
  token,
  reload,
}: {
  t: TFunction;
  wallet: GuestWallet;
  token: string;
  reload: () => Promise<void>;
}) => {
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  if (wallet.scratchCards.length === 0) return null;
  const scratch = async (poolId: string) => {
    setBusy(true);
    const answer = await post<{ prize: { name: string; code: string } | null }>(
      'guest/scratch',
      { storeId: wallet.storeId, poolId },
      token,
    );
    setBusy(false);
    if (answer.ok)
      setSaid(
        answer.value.prize ? t('won', { name: answer.value.prize.name, code: answer.value.prize.code }) : t('noPrize'),
      );
    else setSaid(answer.code === 'scratch_already_played' ? t('alreadyScratched') : t('refused.failed'));
    await reload();
  };
  return (
    <section className="wallet-part" aria-labelledby="wallet-scratch">
      <h3 id="wallet-scratch">{t('scratchTitle')}</h3>
      <ul className="wallet-list">
        {wallet.scratchCards.map((card) => (
          <li key={card.poolId}>
            <span>{card.name}</span>
            {card.played ? (
              <span className="muted">{t('scratched')}</span>
            ) : (
              <button
                type="button"
                className="button small"
                aria-label={t('scratchNamed', { name: card.name })}
                disabled={busy}
                onClick={() => void scratch(card.poolId)}
              >
                {t('scratch')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="note" role="status">
        {said}
      </p>
    </section>
  );
};

const Wallet = (props: WalletPanelProps & { t: TFunction; session: GuestSession }) => {
  const { t, session, price, language } = props;
  const { loaded, reload } = useWallet(props.storeId, session.token);
  return (
    <>
      <p className="wallet-who">
        <span>{t('signedInAs', { name: session.name || session.gsm })}</span>
        <button type="button" className="link" onClick={forgetSession}>
          {t('signOut')}
        </button>
      </p>
      {loaded.kind === 'loading' && <p role="status" aria-busy="true" />}
      {loaded.kind === 'failed' && (
        <p role="status">
          {t('walletFailed')}{' '}
          <button type="button" className="link" onClick={() => void reload()}>
            {t('retry')}
          </button>
        </p>
      )}
      {loaded.kind === 'ready' && (
        <>
          <Points t={t} wallet={loaded.wallet} price={price} />
          <Coupons
            t={t}
            wallet={loaded.wallet}
            price={price}
            language={language}
            chosen={props.chosenCoupon}
            onUse={props.onUseCoupon}
          />
          <ScratchCards t={t} wallet={loaded.wallet} token={session.token} reload={reload} />
          {loaded.wallet.campaigns.length > 0 && (
            <section className="wallet-part" aria-labelledby="wallet-campaigns">
              <h3 id="wallet-campaigns">{t('campaignsTitle')}</h3>
              <ul className="wallet-list">
                {loaded.wallet.campaigns.map((c) => (
                  <li key={c.id}>{c.name}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
};

/** The lazily loaded part of the guest page: sign-in, or the signed-in guest's wallet. */
const WalletPanel = (props: WalletPanelProps) => {
  const t = walletT(props.language);
  return (
    <div className="wallet-panel">
      <h2 className="visually-hidden">{t('walletTitle')}</h2>
      {props.session ? <Wallet {...props} t={t} session={props.session} /> : <SignIn t={t} language={props.language} />}
    </div>
  );
};

export default WalletPanel;
