import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';

export interface Money {
  price: (minor: number) => string;
  change: (minor: number) => string;
}

/** The locale of a menu language (the menus' `ge` is Georgian, `ka`). */
export const localeOf = (language: string) => (language === 'ge' ? 'ka' : language);

/**
 * Prices are minor units of the menu's currency: divided by its decimals, shown in the menu's language with the
 * currency's own sign (`₺40,00` in Turkish, `₺40.00` in English; not `TRY 40.00`).
 */
export const moneyFormat = (menu: Pick<StoreMenu, 'language' | 'currency'>): Money => {
  const locale = localeOf(menu.language);
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: menu.currency,
      currencyDisplay: 'narrowSymbol',
    });
  } catch {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  }
  const scale = 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
  return {
    price: (minor) => format.format(minor / scale),
    change: (minor) => `${minor > 0 ? '+' : '−'}${format.format(Math.abs(minor) / scale)}`,
  };
};
