import { currencyCode } from '@sofra/contracts/core/currency';
import { supportedLanguages } from '@sofra/contracts/core/enums';
import { publishCalls } from '@sofra/contracts/menu/menu.calls';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import type { TaxRate } from '@sofra/contracts/definitions/definitions.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cachedAnswer, type Versioned } from '../../lib/answers.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { storeRowById, syncMenu, toStore, type Publisher } from '../stores/stores.service.ts';
import { items as definitionItems } from '../definitions/definitions.service.ts';
import { picturesOf } from '../media/media.service.ts';
import * as catalogue from './catalogue.service.ts';
import * as extras from './extras.service.ts';
import * as repo from './publish.repo.ts';

/**
 * Publishing (docs/menu.md, Publishing): `store/syncStoreMenu` turns the draft into one StoreMenu per store language
 * and keeps them in `menu_snapshots`; tills and guests read only those, from memory until the next publish.
 */

export type Language = StoreMenu['language'];
type StoreRow = NonNullable<Awaited<ReturnType<typeof storeRowById>>>;
type Extras = Pick<StoreMenu, 'productModifiers' | 'productGroupModifiers' | 'advices'>;

const isLanguage = (lang: string): lang is Language => (supportedLanguages as readonly string[]).includes(lang);

/** The store's menu languages, the default first: its `languages`, else its locale (as the catalogue's default). */
export const languagesOf = (row: Pick<StoreRow, 'languages' | 'storeLocale'>): Language[] => {
  const listed = row.languages.filter(isLanguage);
  if (listed.length) return [...new Set(listed)];
  const locale = row.storeLocale.slice(0, 2).toLowerCase();
  return [isLanguage(locale) ? locale : 'tr'];
};

/** A text in `lang`, else in the default language. */
const textIn = (texts: Record<string, string>, lang: string, fallback: string) => texts[lang] || texts[fallback] || '';

/**
 * The published menu's variations and suggestion lists in `lang`, from the menu extras (`extras.service.ts`): active
 * variations with their active options (a variation left without one goes), each once, with the published products
 * (`productModifiers`) and groups (`productGroupModifiers`) it is attached to; active suggestion lists of published
 * products, offered with published products or groups (`advices`). A variation or list attached to nothing published
 * is left out; `maxChoices` never exceeds the options published.
 */
export const publishedExtras = async (
  tx: Tx,
  storeId: string,
  lang: Language,
  defaultLang: Language,
  published: { groupIds: Set<string>; productIds: Set<string> },
): Promise<Extras> => {
  const reader = { db: tx } as UserCtx;
  const productModifiers: Extras['productModifiers'] = [];
  const productGroupModifiers: Extras['productGroupModifiers'] = [];
  for (const m of (await extras.modifiers(reader, storeId)).filter((m) => m.active)) {
    const options = m.options
      .filter((o) => o.active)
      .map((o) => ({ id: o.id, name: textIn(o.names, lang, defaultLang), price: o.price, isDefault: o.isDefault }));
    if (options.length === 0) continue;
    const base = {
      id: m.id,
      name: textIn(m.names, lang, defaultLang),
      minChoices: Math.min(m.minChoices, options.length),
      maxChoices: Math.min(m.maxChoices, options.length),
      options,
    };
    const productIds = m.productIds.filter((id) => published.productIds.has(id));
    const groupIds = m.groupIds.filter((id) => published.groupIds.has(id));
    if (productIds.length) productModifiers.push({ ...base, productIds });
    if (groupIds.length) productGroupModifiers.push({ ...base, groupIds });
  }
  const advices = (await extras.advices(reader, storeId))
    .filter((a) => a.active)
    .map((a) => ({
      id: a.id,
      name: textIn(a.names, lang, defaultLang),
      productIds: a.productIds.filter((id) => published.productIds.has(id)),
      forProductIds: a.forProductIds.filter((id) => published.productIds.has(id)),
      forGroupIds: a.forGroupIds.filter((id) => published.groupIds.has(id)),
    }))
    .filter((a) => a.productIds.length > 0 && a.forProductIds.length + a.forGroupIds.length > 0);
  return { productModifiers, productGroupModifiers, advices };
};

/** The StoreMenu in every store language from the draft: active groups, active products of active groups. */
const buildMenus = async (tx: Tx, row: StoreRow, menuVersion: number, publishedAt: Date): Promise<StoreMenu[]> => {
  const storeId = row.id;
  // The catalogue's reads use only the database handle (here the publish's transaction).
  const reader = { db: tx } as UserCtx;
  const groups = (await catalogue.groups(reader, storeId)).filter((g) => g.active);
  const groupIds = new Set(groups.map((g) => g.id));
  const products = (await catalogue.products(reader, storeId)).filter((p) => p.active && groupIds.has(p.groupId));
  const productIds = new Set(products.map((p) => p.id));
  const taxRates = (await definitionItems(tx, 'taxRates', storeId)) as TaxRate[];
  const rates = new Map(taxRates.map((r) => [r.id, r.rate]));
  const banners = (await picturesOf(tx as Db, storeId, 'menu-banner')).map((b) => b.url);
  const languages = languagesOf(row);
  const defaultLang = languages[0]!;
  const store = toStore(row);
  const menus: StoreMenu[] = [];
  for (const lang of languages) {
    menus.push({
      id: storeId,
      name: store.name,
      language: lang,
      isDefault: lang === defaultLang,
      languages,
      menuVersion,
      publishedAt: publishedAt.toISOString(),
      currency: currencyCode(store.storeCurrency),
      productGroups: groups.map((g) => ({
        id: g.id,
        name: textIn(g.names, lang, defaultLang),
        sequence: g.sequence,
        image: g.imageUrl,
      })),
      products: products.map((p) => ({
        id: p.id,
        group: p.groupId,
        name: textIn(p.names, lang, defaultLang),
        description: textIn(p.descriptions, lang, defaultLang),
        price: p.price,
        image: p.imageUrl,
        isShowInStore: p.isShowInStore,
        sequence: p.sequence,
        plu: p.plu,
        taxRate: rates.get(p.taxRateId) ?? 0,
        tags: p.tags,
        allergens: p.allergens,
        calories: p.calories,
        prepMinutes: p.prepMinutes,
      })),
      ...(await publishedExtras(tx, storeId, lang, defaultLang, { groupIds, productIds })),
      banners,
    });
  }
  return menus;
};

/**
 * Publishes the draft, in one transaction: records the sync and raises the store's menu version, then replaces the
 * store's snapshots with the StoreMenu of every store language. The snapshots' trigger announces `menu:<storeId>`.
 */
export const sync = async (ctx: UserCtx, id: string) => {
  const synced = await publish(ctx.db, { userId: ctx.user.id, log: ctx.log }, id);
  // After the commit (docs/live.md): the stores' screens and tills read the new menu.
  await ctx.services.live
    .publish(ctx.tenant.slug, { type: 'menu.published', storeId: id, menuVersion: synced.menuVersion })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'live event not published'));
  return synced;
};

/** The sync's work, for a signed-in user's call or the demo seed (which publishes the demo menus as their owner). */
export const publish = async (db: Db, by: Publisher, id: string) =>
  db.transaction(async (tx) => {
    const synced = await syncMenu(by, id, tx as Db);
    const row = await storeRowById(tx as Db, id);
    if (!row) throw new AppError('not_found', `store ${id} does not exist`);
    await repo.lockDraft(tx, id);
    const at = await repo.now(tx);
    const menus = await buildMenus(tx, row, synced.menuVersion, at);
    await repo.replaceSnapshots(
      tx,
      id,
      menus.map((body) => ({
        storeId: id,
        language: body.language,
        isDefault: body.isDefault,
        menuVersion: body.menuVersion,
        body,
        publishedAt: at,
      })),
    );
    return { ...synced, syncedAt: at.toISOString() };
  });

/**
 * A store never published: an empty menu of version 0 (a till shows "no products" rather than failing), dated at the
 * store's creation. Its name, languages and currency are the store's current ones.
 */
const emptyMenu = (row: StoreRow): StoreMenu => {
  const languages = languagesOf(row);
  return {
    id: row.id,
    name: row.name,
    language: languages[0]!,
    isDefault: true,
    languages,
    menuVersion: 0,
    publishedAt: row.createDate.toISOString(),
    currency: currencyCode(row.storeCurrency),
    productGroups: [],
    products: [],
    productModifiers: [],
    productGroupModifiers: [],
    advices: [],
    banners: [],
  };
};

/** The published menu's snapshot in `language` (else the default language), or undefined when never published. */
export const publishedMenu = async (db: Db, storeId: string, language?: Language): Promise<StoreMenu | undefined> =>
  (await repo.snapshot(db, storeId, language))?.body;

/**
 * `store/storeMenu`: the latest published menu in `language` (the default language when absent or not published),
 * from memory with a content ETag until the next publish (docs/adr/0007).
 */
export const storeMenu = (ctx: Ctx, id: string, language?: Language): Promise<Versioned> =>
  cachedAnswer(ctx.db, `storeMenu:${id}:${language ?? ''}`, publishCalls.storeMenu, 'menu', async () => {
    const published = await publishedMenu(ctx.db, id, language);
    if (published) return { value: published, tags: [`menu:${id}`] };
    const row = await storeRowById(ctx.db, id);
    if (!row) throw new AppError('not_found', `store ${id} does not exist`);
    return { value: emptyMenu(row), tags: [`menu:${id}`, `store:${id}`] };
  });

/** What the header's Sync shows: the version, when it was published, and whether the draft changed since. */
export const publishState = async (ctx: UserCtx, storeId: string) => {
  const row = await storeRowById(ctx.db, storeId);
  if (!row) throw new AppError('not_found', `store ${storeId} does not exist`);
  const publishedAt = await repo.publishedAt(ctx.db, storeId);
  const changedAt = await repo.draftChangedAt(ctx.db, storeId);
  const unpublishedChanges = publishedAt
    ? changedAt !== null && changedAt > publishedAt
    : (await catalogue.groups(ctx, storeId)).length > 0;
  return { menuVersion: row.menuVersion, publishedAt: publishedAt?.toISOString() ?? null, unpublishedChanges };
};
