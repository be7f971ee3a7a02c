// As web/tsconfig.json's `jsx`, said here for tsx too, which renders this on the server from the sources.
/** @jsxRuntime automatic @jsxImportSource react */
import { Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import type { GuestMenu } from '@sofra/contracts/menu/published.schemas';
import type { TFunction } from '../lib/translate';
import type { Modifier, Product } from './basket.ts';
import { useHydrated } from './hydrated.ts';
import { moneyFormat, type Money } from './money.ts';
import type { OfferBook } from './offers.tsx';
import { useGuestSession } from './session.ts';
import { OwnPart, useTableService, type TableService } from './table-service.tsx';
import { chooseText } from './texts.ts';

/**
 * The published menu as guests see it (docs/menu.md, Guest web menu). The server renders it to HTML with every group's
 * products, readable without JavaScript (guest.html's noscript style shows them all); once hydrated, the groups are
 * tabs and only the chosen one shows.
 */

export const modifiersOf = (menu: GuestMenu['menu'], product: Product): Modifier[] => [
  ...menu.productModifiers.filter((m) => m.productIds.includes(product.id)),
  ...menu.productGroupModifiers.filter((m) => m.groupIds.includes(product.group)),
];

/**
 * The running campaigns' prices and deals for this guest (offers.tsx, its own chunk), asked once the page is
 * hydrated and again when the guest signs in or out: null until they are in, and when there are none.
 */
const useOffers = ({ id, language, currency }: GuestMenu['menu'], hydrated: boolean, token: string | null) => {
  const [offers, setOffers] = useState<OfferBook | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void import('./offers.tsx')
      .then((m) => m.loadOffers({ id, language, currency }, token))
      .then((book) => live && setOffers(book))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hydrated, id, language, currency, token]);
  return offers;
};

const ProductCard = ({
  product,
  menu,
  t,
  money,
  service,
  groupName,
  offers,
}: {
  product: Product;
  menu: GuestMenu['menu'];
  t: TFunction;
  money: Money;
  service: TableService | null;
  groupName?: string;
  offers: OfferBook | null;
}) => {
  const id = `p-${product.id}`;
  const modifiers = modifiersOf(menu, product);
  const adder = service?.adder(product, modifiers) ?? null;
  const facts = [
    product.calories !== null && `${product.calories} ${t('kcal')}`,
    product.prepMinutes !== null && `${product.prepMinutes} ${t('minutes')}`,
  ].filter(Boolean);
  return (
    <li>
      <article className="product" aria-labelledby={id}>
        {product.image && <img src={product.image} alt="" loading="lazy" width={88} height={88} />}
        <div className="product-body">
          <div className="product-head">
            <h3 id={id}>{product.name}</h3>
            {offers?.price(product.id, product.price) ?? <p className="price">{money.price(product.price)}</p>}
          </div>
          {offers?.note(product.id)}
          {groupName && <p className="muted">{groupName}</p>}
          {product.description && <p className="description">{product.description}</p>}
          {facts.length > 0 && <p className="muted">{facts.join(' · ')}</p>}
          {product.tags.length > 0 && (
            <ul className="chips" aria-label={t('dietTitle')}>
              {product.tags.map((tag) => (
                <li key={tag} className="chip tag">
                  {t(`tags.${tag}`)}
                </li>
              ))}
            </ul>
          )}
          {product.allergens.length > 0 && (
            <ul className="chips" aria-label={t('allergensTitle')}>
              {product.allergens.map((a) => (
                <li key={a} className="chip allergen">
                  {t(`allergens.${a}`)}
                </li>
              ))}
            </ul>
          )}
          {/* "Add" below what the product is; its form holds the options, so they are not listed twice. */}
          {adder}
          {!adder && modifiers.length > 0 && (
            <details className="options">
              <summary>{`${t('options')} (${modifiers.length})`}</summary>
              {modifiers.map((m) => (
                <div key={m.id} className="modifier">
                  <h4>
                    {m.name} <span className="muted">{`(${chooseText(t, m.minChoices, m.maxChoices)})`}</span>
                  </h4>
                  <ul>
                    {m.options.map((o) => (
                      <li key={o.id}>
                        <span>{o.name}</span>
                        {o.price !== 0 && <span className="muted">{money.change(o.price)}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </details>
          )}
        </div>
      </article>
    </li>
  );
};

export const MenuView = ({
  data,
  t,
  code,
  onLanguage,
}: {
  data: GuestMenu;
  t: TFunction;
  /** The table QR code the page was opened with, if any. */
  code: string | null;
  onLanguage: (language: string) => void;
}) => {
  const { menu, table, logo } = data;
  const money = moneyFormat(menu);
  const service = useTableService(code, data, t, money.price);
  const hydrated = useHydrated();
  const session = useGuestSession();
  const offers = useOffers(menu, hydrated, session?.token ?? null);
  const [booking, setBooking] = useState(false);
  const groups = menu.productGroups.filter((g) => menu.products.some((p) => p.group === g.id));
  const [groupId, setGroupId] = useState(groups[0]?.id ?? '');
  const [query, setQuery] = useState('');
  const search = query.trim().toLocaleLowerCase(menu.language);

  const select = (id: string) => {
    setGroupId(id);
    document.getElementById(`tab-${id}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onTabKey = (event: KeyboardEvent) => {
    const step = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>)[event.key];
    if (!step) return;
    const at = groups.findIndex((g) => g.id === groupId);
    const next = groups[(at + (document.documentElement.dir === 'rtl' ? -step : step) + groups.length) % groups.length];
    if (next) {
      select(next.id);
      document.getElementById(`tab-${next.id}`)?.focus();
    }
  };

  const list = () => {
    if (menu.products.length === 0)
      return (
        <p className="empty" role="status">
          {t('empty')}
        </p>
      );
    if (search) {
      const groupName = new Map(groups.map((g) => [g.id, g.name]));
      const found = menu.products.filter((p) =>
        `${p.name} ${p.description}`.toLocaleLowerCase(menu.language).includes(search),
      );
      return (
        <section aria-label={t('search')}>
          {found.length ? (
            <ul className="products">
              {found.map((p) => (
                <ProductCard
                  key={p.id}
                  product={p}
                  menu={menu}
                  t={t}
                  money={money}
                  service={service}
                  groupName={groupName.get(p.group)}
                  offers={offers}
                />
              ))}
            </ul>
          ) : (
            <p className="empty" role="status">
              {t('noMatch')}
            </p>
          )}
        </section>
      );
    }
    // Every group's panel: before hydration all are in the page (readable without JavaScript; the style sheet shows
    // the chosen one alone); after it, the others are hidden.
    return groups.map((g) => (
      <section
        key={g.id}
        role="tabpanel"
        id={`panel-${g.id}`}
        className={g.id === groupId ? 'group selected' : 'group'}
        aria-labelledby={`tab-${g.id}`}
        tabIndex={0}
        hidden={hydrated && g.id !== groupId}
      >
        <h2 className="group-title">{g.name}</h2>
        <ul className="products">
          {menu.products
            .filter((p) => p.group === g.id)
            .map((p) => (
              <ProductCard key={p.id} product={p} menu={menu} t={t} money={money} service={service} offers={offers} />
            ))}
        </ul>
      </section>
    ));
  };

  return (
    <>
      <header className="top">
        <div className="brand">
          {logo && <img src={logo} alt="" width={48} height={48} className="logo" />}
          <div>
            <h1>{menu.name}</h1>
            {table && (
              <p className="table">{`${t('table')}: ${table.name}${table.groupName ? ` · ${table.groupName}` : ''}`}</p>
            )}
          </div>
        </div>
        {menu.languages.length > 1 && (
          // Without JavaScript the form asks the server for the page in the chosen language (?language=).
          <form className="language" method="get" onSubmit={(event) => event.preventDefault()}>
            <label>
              <span>{t('language')}</span>
              <select name="language" value={menu.language} onChange={(event) => onLanguage(event.target.value)}>
                {menu.languages.map((l) => (
                  <option key={l} value={l}>
                    {t(`languages.${l}`, { defaultValue: l })}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button small no-js">
              {t('show')}
            </button>
          </form>
        )}
      </header>
      {menu.banners.length > 0 && (
        // The menu banners, in their order: pictures the owner chose (decorative; the menu below says what they show).
        <div className="banners">
          {menu.banners.map((src, i) => (
            <img key={i} src={src} alt="" width={1200} height={400} loading="lazy" />
          ))}
        </div>
      )}
      {data.service?.booking && (
        // "Book a table" (docs/reservations.md, The guest page), when the store takes bookings from its guest page.
        <section className="service">
          <button
            type="button"
            className="button"
            aria-expanded={booking}
            disabled={!hydrated}
            onClick={() => setBooking(!booking)}
          >
            {t('book')}
          </button>
          {booking && (
            <Suspense>
              <OwnPart storeId={menu.id} language={menu.language} session={session} />
            </Suspense>
          )}
        </section>
      )}
      {service?.top}
      <nav className="sticky" aria-label={t('groups')}>
        <div className="search" role="search">
          <label htmlFor="search" className="visually-hidden">
            {t('search')}
          </label>
          <input
            id="search"
            type="search"
            placeholder={t('search')}
            autoComplete="off"
            disabled={!hydrated}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div
          role="tablist"
          className="tabs"
          aria-label={t('groups')}
          hidden={Boolean(search) || groups.length === 0}
          onKeyDown={onTabKey}
        >
          {groups.map((g) => (
            <button
              key={g.id}
              type="button"
              role="tab"
              id={`tab-${g.id}`}
              aria-controls={`panel-${g.id}`}
              aria-selected={g.id === groupId}
              tabIndex={g.id === groupId ? 0 : -1}
              onClick={() => select(g.id)}
            >
              {g.name}
            </button>
          ))}
        </div>
      </nav>
      <main>
        <div className="list">{list()}</div>
        {service?.bottom}
        {service?.end}
      </main>
    </>
  );
};
