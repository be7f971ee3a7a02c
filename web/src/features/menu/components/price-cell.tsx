import '@mantine/core/styles/NumberInput.css';
import { useState } from 'react';
import { NumberInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Product } from '@sofra/contracts/menu/catalogue.schemas';
import { formatMoney, separators } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useSetProductPrice } from '../api/menu-api';
import { MAX_PRICE_MAJOR, priceToMajor, priceToMinor } from '../api/price';

/**
 * A product's price in the grid, changed in place: a press opens a number input in major units (25,50); Enter or
 * leaving it saves the integer minor units (2550), Escape leaves it as it was.
 */
export function PriceCell({ storeId, product, currency }: { storeId: string; product: Product; currency: string }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<number | string | null>(null);
  const setPrice = useSetProductPrice(storeId);
  const { decimal, thousands } = separators(i18n.language);
  const shown = formatMoney(product.price, currency, i18n.language);

  const commit = () => {
    if (draft === null || setPrice.isPending) return;
    const price = priceToMinor(draft);
    if (price === null) {
      notify('warning', t('catalogue.products.priceInvalid'));
      return;
    }
    if (price === product.price) return setDraft(null);
    setPrice.mutate(
      { product, price },
      {
        onSuccess: () => {
          setDraft(null);
          notify('success', t('catalogue.products.priceSaved', { name: product.name }));
        },
      },
    );
  };

  if (draft === null) {
    return (
      <UnstyledButton
        onClick={() => setDraft(priceToMajor(product.price))}
        aria-label={t('catalogue.products.changePrice', { name: product.name, price: shown })}
        fz="sm"
        style={{ whiteSpace: 'nowrap', borderBottom: '1px dashed var(--mantine-color-dimmed)' }}
      >
        {shown}
      </UnstyledButton>
    );
  }
  return (
    <NumberInput
      size="xs"
      w={120}
      autoFocus
      aria-label={t('catalogue.products.priceOf', { name: product.name })}
      value={draft}
      onChange={setDraft}
      min={0}
      max={MAX_PRICE_MAJOR}
      decimalScale={2}
      decimalSeparator={decimal}
      thousandSeparator={thousands}
      allowNegative={false}
      hideControls
      disabled={setPrice.isPending}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          setDraft(null);
        }
      }}
    />
  );
}
