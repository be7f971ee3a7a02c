import type { TFunction } from '../../../lib/i18n';

/** Where a variation or suggestion list is offered: "2 products, 1 group", or "Not attached yet". */
export const attachedText = (t: TFunction, products: number, groups: number) => {
  if (!products && !groups) return t('menuExtras.attachedNone');
  const parts: string[] = [];
  if (products) parts.push(t('menuExtras.productCount', { count: products }));
  if (groups) parts.push(t('menuExtras.groupCount', { count: groups }));
  return parts.join(', ');
};
