// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { useRef, useState, type FormEvent } from 'react';
import type { TFunction } from '../lib/translate';
import type { BasketAction, Limits, Modifier, Option, Product } from './basket.ts';
import { chooseText } from './texts.ts';

/** A product's "Add": at once without variations, else a form with its variations and the quantity. */
export const Adder = ({
  product,
  modifiers,
  t,
  price,
  limits,
  add,
  ready,
}: {
  product: Product;
  modifiers: Modifier[];
  t: TFunction;
  price: (minor: number) => string;
  limits: Limits;
  add: (action: BasketAction) => void;
  ready: boolean;
}) => {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const addLabel = t('addNamed', { name: product.name });
  if (!modifiers.length)
    return (
      <button
        type="button"
        className="button small"
        aria-label={addLabel}
        disabled={!ready}
        onClick={() => add({ type: 'add', product, options: [], quantity: 1 })}
      >
        {t('add')}
      </button>
    );
  const formId = `add-${product.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const chosen: Option[] = [];
    const wrong = modifiers.find((m) => {
      const ids = [...form.querySelectorAll<HTMLInputElement>(`input[name="${product.id}-${m.id}"]`)]
        .filter((x) => x.checked)
        .map((x) => x.value);
      chosen.push(...m.options.filter((o) => ids.includes(o.id)));
      return ids.length < m.minChoices || ids.length > m.maxChoices;
    });
    if (wrong) {
      setProblem(`${wrong.name}: ${chooseText(t, wrong.minChoices, wrong.maxChoices)}`);
      return;
    }
    add({ type: 'add', product, options: chosen, quantity });
    setProblem('');
    setOpen(false);
    // The form closes under the focus: it goes back to the product's "Add", not to the top of the page.
    toggle.current?.focus();
  };
  return (
    <div className="adder">
      <button
        ref={toggle}
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={addLabel}
        disabled={!ready}
        onClick={() => setOpen(!open)}
      >
        {t('add')}
      </button>
      <form id={formId} className="add-form" hidden={!open} aria-label={addLabel} onSubmit={submit}>
        {modifiers.map((m) => {
          const multiple = m.maxChoices > 1;
          return (
            <fieldset key={m.id} className="choice">
              <legend>{`${m.name} (${chooseText(t, m.minChoices, m.maxChoices)})`}</legend>
              {m.options.map((o) => (
                <label key={o.id}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`${product.id}-${m.id}`}
                    value={o.id}
                    defaultChecked={!multiple && m.minChoices > 0 && o.isDefault}
                  />
                  {` ${o.name}${o.price ? ` (${o.price > 0 ? '+' : '−'}${price(Math.abs(o.price))})` : ''}`}
                </label>
              ))}
            </fieldset>
          );
        })}
        <div className="stepper">
          <span>{t('quantity')}</span>
          <button
            type="button"
            aria-label={t('less', { name: product.name })}
            onClick={() => setQuantity(Math.max(1, quantity - 1))}
          >
            −
          </button>
          <span>{quantity}</span>
          <button
            type="button"
            aria-label={t('more', { name: product.name })}
            onClick={() => setQuantity(Math.min(limits.lineQuantity, quantity + 1))}
          >
            +
          </button>
        </div>
        <p className="note" role="alert">
          {problem}
        </p>
        <button type="submit" className="button">
          {t('addToBasket')}
        </button>
      </form>
    </div>
  );
};
