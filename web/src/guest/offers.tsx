// As web/tsconfig.json's `jsx`, said here for tsx too.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactElement } from 'react';
import type { GuestOffers } from '@sofra/contracts/loyalty/guest-wallet.schemas';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { translator } from '../lib/translate';
import { post } from './api.ts';
import { moneyFormat } from './money.ts';
import { uiLanguageOf } from './texts.ts';

/**
 * The running campaigns on the menu's cards (docs/campaigns.md, On the menu), in a chunk of its own loaded once the
 * menu shows: `guest/offers` answers each product's happy-hour price now, or the deal it is in, priced by the
 * server's own campaign rules — the basket's quote then prices the order by the same rules.
 */

const texts = {
  en: {
    deal: 'Buy {{buy}}, get {{get}} free',
    dealPercent: 'Buy {{buy}}, get {{get}} at {{percent}} % off',
    listPrice: 'Price before the campaign',
  },
  tr: {
    deal: '{{buy}} alana {{get}} bedava',
    dealPercent: '{{buy}} alana {{get}} %{{percent}} indirimli',
    listPrice: 'Kampanya öncesi fiyat',
  },
};

/** What a card shows of its product's offer: the price line, and the campaign's note under the product's name. */
export interface OfferBook {
  price(productId: string, listPrice: number): ReactElement | null;
  note(productId: string): ReactElement | null;
}

/** The store's offers for this guest (their token, when signed in); null when there are none or they did not load. */
export const loadOffers = async (
  menu: Pick<StoreMenu, 'id' | 'language' | 'currency'>,
  token: string | null,
): Promise<OfferBook | null> => {
  const answer = await post<GuestOffers>('guest/offers', { storeId: menu.id }, token);
  if (!answer.ok || answer.value.offers.length === 0) return null;
  const byProduct = new Map(answer.value.offers.map((o) => [o.productId, o]));
  const money = moneyFormat(menu);
  const lang = uiLanguageOf(menu.language);
  const t = translator(lang, () => texts[lang]);
  return {
    price: (productId, listPrice) => {
      const offer = byProduct.get(productId);
      if (offer?.price == null || offer.price >= listPrice) return null;
      return (
        <p className="price">
          <del className="list-price" title={t('listPrice')}>
            {money.price(listPrice)}
          </del>{' '}
          <ins>{money.price(offer.price)}</ins>
        </p>
      );
    },
    note: (productId) => {
      const offer = byProduct.get(productId);
      if (!offer) return null;
      const deal = offer.deal && t(offer.deal.percent >= 100 ? 'deal' : 'dealPercent', offer.deal);
      return <p className="offer-note">{deal ? `${offer.campaignName}: ${deal}` : offer.campaignName}</p>;
    },
  };
};
