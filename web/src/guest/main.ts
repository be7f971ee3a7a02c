import type { GuestMenu, StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { API, apiHeaders } from './api.ts';
import { h } from './dom.ts';
import { guestService, type GuestService } from './order.ts';
import { textsFor, type Texts } from './texts.ts';
import './guest.css';

/**
 * The guest web menu (docs/menu.md, Guest web menu): `/menu/{storeId}` and `/qr/{code}` read guest/menu or guest/qr
 * and show the published menu. Plain DOM, no framework: the page must stay small on a guest's phone.
 */

type Product = StoreMenu['products'][number];
type Modifier = StoreMenu['productModifiers'][number] | StoreMenu['productGroupModifiers'][number];

const SAVED_LANGUAGE = 'sofra-guest-language';

const root = document.getElementById('app')!;

/** The read the address names: guest/menu/{storeId} or guest/qr/{code}; null for anything else. */
const readPath = (): string | null => {
  const found = /^\/(menu|qr)\/([^/?#]+)\/?$/.exec(location.pathname);
  return found ? `guest/${found[1]}/${found[2]}` : null;
};

/** The guest's languages, best first: the one chosen here before, then the browser's. */
const wishedLanguages = (): string[] => {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(SAVED_LANGUAGE);
  } catch {
    // Storage may be off (private mode): the browser's languages alone.
  }
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return [
    ...new Set([saved, ...browser].filter((l): l is string => Boolean(l)).map((l) => l.slice(0, 2).toLowerCase())),
  ];
};

const uiLanguageOf = (language: string) => (language === 'tr' ? 'tr' : 'en');

/** Prices are minor units of the menu's currency: divided by its decimals, shown in the menu's language. */
const moneyFormat = (menu: StoreMenu) => {
  const locale = menu.language === 'ge' ? 'ka' : menu.language;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: menu.currency });
  } catch {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY' });
  }
  const scale = 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
  return {
    price: (minor: number) => format.format(minor / scale),
    change: (minor: number) => `${minor > 0 ? '+' : '−'}${format.format(Math.abs(minor) / scale)}`,
  };
};

const showState = (text: string, detail?: string, action?: HTMLElement) => {
  root.replaceChildren(
    h(
      'main',
      { class: 'state' },
      h('p', { role: 'status', class: 'state-text' }, text),
      detail && h('p', {}, detail),
      action,
    ),
  );
};

interface View {
  data: GuestMenu;
  texts: Texts;
  query: string;
  groupId: string;
  /** At a table (`/qr/{code}`): its waiter and bill buttons, basket and order. */
  service?: GuestService;
}

const load = async (path: string, language?: string): Promise<GuestMenu | 'not-available'> => {
  const res = await fetch(`${API}/${path}${language ? `?language=${encodeURIComponent(language)}` : ''}`, {
    headers: apiHeaders(),
  });
  if (res.status === 404) return 'not-available';
  if (!res.ok) throw new Error(`the menu answered ${res.status}`);
  return (await res.json()) as GuestMenu;
};

const start = async (language?: string) => {
  const wished = wishedLanguages();
  const texts = textsFor(uiLanguageOf(language ?? wished[0] ?? 'tr'));
  document.documentElement.lang = uiLanguageOf(language ?? wished[0] ?? 'tr');
  const path = readPath();
  if (!path) return showState(texts.notAvailable, texts.notAvailableHint);
  showState(texts.loading);
  try {
    let data = await load(path, language ?? wished[0]);
    if (data !== 'not-available' && !language) {
      // The first wish was not published: the next one the menu has, else the default it answered.
      const better = wished.find((l) => data !== 'not-available' && data.menu.languages.includes(l as never));
      if (better && better !== data.menu.language) data = await load(path, better);
    }
    if (data === 'not-available') {
      const t = textsFor(uiLanguageOf(language ?? wished[0] ?? 'tr'));
      return showState(t.notAvailable, t.notAvailableHint);
    }
    const first = data.menu.productGroups.find((g) => data.menu.products.some((p) => p.group === g.id));
    render({ data, texts: textsFor(uiLanguageOf(data.menu.language)), query: '', groupId: first?.id ?? '' });
  } catch {
    showState(
      texts.failed,
      undefined,
      h('button', { type: 'button', class: 'button', onclick: () => void start(language) }, texts.retry),
    );
  }
};

const modifiersOf = (menu: StoreMenu, product: Product): Modifier[] => [
  ...menu.productModifiers.filter((m) => m.productIds.includes(product.id)),
  ...menu.productGroupModifiers.filter((m) => m.groupIds.includes(product.group)),
];

const productCard = (view: View, product: Product, money: ReturnType<typeof moneyFormat>, groupName?: string) => {
  const { texts: t, data } = view;
  const id = `p-${product.id}`;
  const modifiers = modifiersOf(data.menu, product);
  const facts = [
    product.calories !== null && `${product.calories} ${t.kcal}`,
    product.prepMinutes !== null && `${product.prepMinutes} ${t.minutes}`,
  ].filter(Boolean);
  return h(
    'li',
    {},
    h(
      'article',
      { class: 'product', 'aria-labelledby': id },
      product.image && h('img', { src: product.image, alt: '', loading: 'lazy', width: 88, height: 88 }),
      h(
        'div',
        { class: 'product-body' },
        h(
          'div',
          { class: 'product-head' },
          h('h3', { id }, product.name),
          h('p', { class: 'price' }, money.price(product.price)),
        ),
        groupName && h('p', { class: 'muted' }, groupName),
        view.service?.adder(product, modifiers),
        product.description && h('p', { class: 'description' }, product.description),
        facts.length > 0 && h('p', { class: 'muted' }, facts.join(' · ')),
        product.tags.length > 0 &&
          h(
            'ul',
            { class: 'chips', 'aria-label': t.dietTitle },
            product.tags.map((tag) => h('li', { class: 'chip tag' }, t.tags[tag])),
          ),
        product.allergens.length > 0 &&
          h(
            'ul',
            { class: 'chips', 'aria-label': t.allergensTitle },
            product.allergens.map((a) => h('li', { class: 'chip allergen' }, t.allergens[a])),
          ),
        modifiers.length > 0 &&
          h(
            'details',
            { class: 'options' },
            h('summary', {}, `${t.options} (${modifiers.length})`),
            modifiers.map((m) =>
              h(
                'div',
                { class: 'modifier' },
                h('h4', {}, m.name, ' ', h('span', { class: 'muted' }, `(${t.choose(m.minChoices, m.maxChoices)})`)),
                h(
                  'ul',
                  {},
                  m.options.map((o) =>
                    h(
                      'li',
                      {},
                      h('span', {}, o.name),
                      o.price !== 0 && h('span', { class: 'muted' }, money.change(o.price)),
                    ),
                  ),
                ),
              ),
            ),
          ),
      ),
    ),
  );
};

const render = (view: View) => {
  const { data, texts: t } = view;
  const { menu, table, logo } = data;
  const money = moneyFormat(menu);
  const code = /^\/qr\/([^/?#]+)\/?$/.exec(location.pathname)?.[1];
  view.service =
    code && table && data.service ? guestService(decodeURIComponent(code), data, t, money.price) : undefined;
  document.documentElement.lang = menu.language === 'ge' ? 'ka' : menu.language;
  document.documentElement.dir = menu.language === 'ar' ? 'rtl' : 'ltr';
  document.title = menu.name;
  const groups = menu.productGroups.filter((g) => menu.products.some((p) => p.group === g.id));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));

  const list = h('div', { class: 'list' });
  const tabs = groups.map((g) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${g.id}`,
        'aria-controls': 'panel',
        onclick: () => select(g.id),
      },
      g.name,
    ),
  );
  const tablist = h('div', { role: 'tablist', class: 'tabs', 'aria-label': t.groups }, tabs);
  tablist.addEventListener('keydown', (event) => {
    const e = event as KeyboardEvent;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    const at = groups.findIndex((g) => g.id === view.groupId);
    const next = groups[(at + (document.documentElement.dir === 'rtl' ? -step : step) + groups.length) % groups.length];
    if (next) {
      select(next.id);
      document.getElementById(`tab-${next.id}`)?.focus();
    }
  });

  const fill = () => {
    const query = view.query.trim().toLocaleLowerCase(menu.language);
    for (const tab of tabs) {
      const selected = tab.id === `tab-${view.groupId}`;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    tablist.hidden = Boolean(query) || groups.length === 0;
    if (menu.products.length === 0) return list.replaceChildren(h('p', { class: 'empty', role: 'status' }, t.empty));
    if (query) {
      const found = menu.products.filter((p) =>
        `${p.name} ${p.description}`.toLocaleLowerCase(menu.language).includes(query),
      );
      list.replaceChildren(
        h(
          'section',
          { 'aria-label': t.search },
          found.length
            ? h(
                'ul',
                { class: 'products' },
                found.map((p) => productCard(view, p, money, groupName.get(p.group))),
              )
            : h('p', { class: 'empty', role: 'status' }, t.noMatch),
        ),
      );
      return;
    }
    const shown = menu.products.filter((p) => p.group === view.groupId);
    list.replaceChildren(
      h(
        'section',
        { role: 'tabpanel', id: 'panel', 'aria-labelledby': `tab-${view.groupId}`, tabindex: 0 },
        h('h2', { class: 'group-title' }, groupName.get(view.groupId) ?? ''),
        h(
          'ul',
          { class: 'products' },
          shown.map((p) => productCard(view, p, money)),
        ),
      ),
    );
  };
  const select = (id: string) => {
    view.groupId = id;
    fill();
    document.getElementById(`tab-${id}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const languagePicker =
    menu.languages.length > 1 &&
    h(
      'label',
      { class: 'language' },
      h('span', {}, t.language),
      h(
        'select',
        {
          onchange: (event) => {
            const chosen = (event.target as HTMLSelectElement).value;
            try {
              localStorage.setItem(SAVED_LANGUAGE, chosen);
            } catch {
              // Not kept: the choice holds for this visit.
            }
            void start(chosen);
          },
        },
        menu.languages.map((l) => h('option', { value: l, selected: l === menu.language }, t.languages[l] ?? l)),
      ),
    );

  root.replaceChildren(
    h(
      'header',
      { class: 'top' },
      h(
        'div',
        { class: 'brand' },
        logo && h('img', { src: logo, alt: '', width: 48, height: 48, class: 'logo' }),
        h(
          'div',
          {},
          h('h1', {}, menu.name),
          table &&
            h('p', { class: 'table' }, `${t.table}: ${table.name}${table.groupName ? ` · ${table.groupName}` : ''}`),
        ),
      ),
      languagePicker,
    ),
    // The menu banners, in their order: pictures the owner chose (decorative; the menu below says what they show).
    ...(menu.banners.length
      ? [
          h(
            'div',
            { class: 'banners' },
            menu.banners.map((src) => h('img', { src, alt: '', width: 1200, height: 400, loading: 'lazy' })),
          ),
        ]
      : []),
    ...(view.service?.top ?? []),
    h(
      'nav',
      { class: 'sticky', 'aria-label': t.groups },
      h(
        'div',
        { class: 'search', role: 'search' },
        h('label', { for: 'search', class: 'visually-hidden' }, t.search),
        h('input', {
          id: 'search',
          type: 'search',
          placeholder: t.search,
          autocomplete: 'off',
          value: view.query,
          oninput: (event) => {
            view.query = (event.target as HTMLInputElement).value;
            fill();
          },
        }),
      ),
      tablist,
    ),
    h('main', {}, list, ...(view.service?.bottom ?? [])),
  );
  fill();
};

void start();
