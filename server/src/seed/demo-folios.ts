import { and, eq, isNull } from 'drizzle-orm';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { bulkInsert } from './bulk-insert.ts';
import {
  folioCounters,
  folioEvents,
  folioLines,
  folioPayments,
  folios,
  menuSnapshots,
  paymentTypes,
  posReasons,
  storeTables,
  stores,
  taxRates,
  type ActorRow,
  type FolioDiscountRow,
  type FolioOptionRow,
} from '../db/schema/index.ts';
import { computeTotals, type TotalsLineIn } from '../areas/folios/totals.ts';
import { businessDayOf } from '../areas/folios/business-day.ts';
import { dayShapeOf, generator, type DayShape, type Rng } from './demo-profiles.ts';

/** Istanbul keeps UTC+3 all year (no daylight saving since 2016): local hours are UTC + 3. */
const ISTANBUL_OFFSET_HOURS = 3;
const MINUTE = 60_000;

interface StoreData {
  id: string;
  shape: DayShape;
  menu: StoreMenu;
  tables: { id: string; name: string; group: string | null }[];
  pay: { cash: Pay; card: Pay; meal: Pay };
  discounts: FolioDiscountRow[];
  gifts: { reasonId: string; reasonName: string }[];
  deletes: { reasonId: string; reasonName: string; wasted: boolean }[];
  serviceFeeBp: number;
  defaultTaxBp: number;
}
interface Pay {
  id: string;
  name: string;
  collectionType: string;
}

const loadStore = async (db: Db, storeId: string): Promise<StoreData | null> => {
  const [snapshot] = await db
    .select({ body: menuSnapshots.body })
    .from(menuSnapshots)
    .where(and(eq(menuSnapshots.storeId, storeId), eq(menuSnapshots.isDefault, true)));
  const [store] = await db
    .select({ name: stores.name, serviceFee: stores.serviceFee })
    .from(stores)
    .where(eq(stores.id, storeId));
  const [tax] = await db
    .select({ rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(and(eq(taxRates.storeId, storeId), eq(taxRates.isDefault, true), isNull(taxRates.deletedAt)));
  if (!snapshot || !store || !tax || snapshot.body.products.length === 0) return null;
  const types = await db
    .select()
    .from(paymentTypes)
    .where(and(eq(paymentTypes.storeId, storeId), isNull(paymentTypes.deletedAt)));
  const byType = (collection: string) => {
    const found = types.find((t) => t.collectionType === collection);
    if (!found) throw new Error(`the demo store has no ${collection} payment type`);
    return { id: found.id, name: found.name, collectionType: found.collectionType };
  };
  const reasons = await db
    .select()
    .from(posReasons)
    .where(and(eq(posReasons.storeId, storeId), isNull(posReasons.deletedAt)));
  const tables = await db
    .select({ id: storeTables.id, name: storeTables.tableName, group: storeTables.groupName })
    .from(storeTables)
    .where(and(eq(storeTables.storeId, storeId), eq(storeTables.active, true)));
  return {
    id: storeId,
    shape: dayShapeOf(store.name),
    menu: snapshot.body,
    tables,
    pay: { cash: byType('cash'), card: byType('bank'), meal: byType('meal-voucher') },
    // Percent reasons only: the amount reason's value is typed at the till.
    discounts: reasons
      .filter((r) => r.kind === 'discount' && r.discountKind === 'percent' && r.value > 0)
      .map((r) => ({ reasonId: r.id, reasonName: r.name, kind: 'percent', value: r.value / 100 })),
    gifts: reasons.filter((r) => r.kind === 'gift').map((r) => ({ reasonId: r.id, reasonName: r.name })),
    deletes: reasons
      .filter((r) => r.kind === 'delete')
      .map((r) => ({ reasonId: r.id, reasonName: r.name, wasted: r.wasted })),
    serviceFeeBp: Math.round(store.serviceFee * 100),
    defaultTaxBp: tax.rateBp,
  };
};

/** The options a guest would choose for a product: the defaults, or random ones within each variation's limits. */
const chooseOptions = (rng: Rng, menu: StoreMenu, product: StoreMenu['products'][number]): FolioOptionRow[] => {
  const variations = [
    ...menu.productModifiers.filter((m) => m.productIds.includes(product.id)),
    ...menu.productGroupModifiers.filter((m) => m.groupIds.includes(product.group)),
  ];
  const chosen: FolioOptionRow[] = [];
  for (const v of variations) {
    if (v.options.length === 0) continue;
    const defaults = v.options.filter((o) => o.isDefault);
    let picks = rng.chance(0.6) && defaults.length >= v.minChoices ? defaults.slice(0, v.maxChoices) : [];
    if (picks.length < v.minChoices || (picks.length === 0 && rng.chance(0.3))) {
      const count = Math.min(v.options.length, Math.max(v.minChoices, 1), v.maxChoices);
      picks = [...v.options].sort(() => rng.next() - 0.5).slice(0, count);
    }
    for (const o of picks)
      chosen.push({ modifierId: v.id, modifierName: v.name, optionId: o.id, name: o.name, price: o.price });
  }
  return chosen;
};

interface Built {
  folio: typeof folios.$inferInsert;
  lines: (typeof folioLines.$inferInsert)[];
  payments: (typeof folioPayments.$inferInsert)[];
  events: (typeof folioEvents.$inferInsert)[];
}

/** A product for a line of a bill opened at local `hour`: the morning group (breakfast) only in the morning. */
const productAt = (rng: Rng, s: StoreData, hour: number) => {
  const morning = s.shape.morningGroup;
  const group = morning && s.menu.productGroups.find((g) => g.name === morning.name);
  const products = s.menu.products;
  if (!morning || !group) return rng.pick(products);
  const inGroup = products.filter((p) => p.group === group.id);
  const others = products.filter((p) => p.group !== group.id);
  if (hour < morning.until && inGroup.length > 0 && rng.chance(morning.share)) return rng.pick(inGroup);
  return rng.pick(others.length > 0 ? others : products);
};

/** Istanbul's hour of a time (UTC+3 all year), 0–23. */
const localHour = (at: Date) => (at.getUTCHours() + ISTANBUL_OFFSET_HOURS) % 24;

/** One folio of the store opened at `openedAt`: closed (paid) or cancelled, or still open when `live`. */
const buildFolio = (rng: Rng, s: StoreData, owner: ActorRow, openedAt: Date, live: boolean): Built => {
  const id = newId();
  const table = s.tables.length > 0 && rng.chance(s.shape.atTable) ? rng.pick(s.tables) : null;
  const lines: (typeof folioLines.$inferInsert)[] = [];
  const count = rng.int(...s.shape.lines);
  for (let i = 0; i < count; i++) {
    const product = productAt(rng, s, localHour(openedAt));
    const options = chooseOptions(rng, s.menu, product);
    const unitPrice = Math.max(0, product.price + options.reduce((n, o) => n + o.price, 0));
    const line: typeof folioLines.$inferInsert = {
      id: newId(),
      folioId: id,
      storeId: s.id,
      position: lines.length + 1,
      productId: product.id,
      name: product.name,
      plu: product.plu,
      basePrice: product.price,
      unitPrice,
      quantity: rng.chance(0.75) ? 1 : rng.int(2, 4),
      taxRate: Math.round(product.taxRate * 100),
      options,
      note: '',
      state: 'active',
      discount: null,
      gift: null,
      void: null,
      staff: owner,
      createdAt: new Date(openedAt.getTime() + i * MINUTE),
    };
    if (!live && rng.chance(0.04) && s.gifts.length > 0) {
      line.state = 'gift';
      line.gift = rng.pick(s.gifts);
    } else if (rng.chance(0.03) && s.deletes.length > 0) {
      line.state = 'void';
      line.void = rng.pick(s.deletes);
    } else if (rng.chance(0.05) && s.discounts.length > 0) {
      line.discount = { ...rng.pick(s.discounts) };
    }
    lines.push(line);
  }
  const folioDiscount = !live && rng.chance(0.03) && s.discounts.length > 0 ? rng.pick(s.discounts) : null;
  const cancelled = !live && rng.chance(0.02);
  const bpOf = (d: FolioDiscountRow | null | undefined) =>
    d ? { kind: d.kind, value: d.kind === 'percent' ? Math.round(d.value * 100) : d.value } : null;
  const totalsOf = (payments: { amount: number; tip: number }[]) =>
    computeTotals({
      lines: lines.map((l): TotalsLineIn => ({
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        taxRateBp: l.taxRate,
        state: cancelled ? 'void' : (l.state ?? 'active'),
        discount: bpOf(l.discount),
      })),
      discount: bpOf(folioDiscount),
      serviceFeeBp: s.serviceFeeBp,
      serviceFeeTaxBp: s.defaultTaxBp,
      payments,
    });
  const before = totalsOf([]);
  const closedAt = new Date(openedAt.getTime() + rng.int(25, 120) * MINUTE);
  const payments: (typeof folioPayments.$inferInsert)[] = [];
  const pay = (type: Pay, amount: number, tip = 0) =>
    payments.push({
      id: newId(),
      folioId: id,
      storeId: s.id,
      paymentTypeId: type.id,
      name: type.name,
      collectionType: type.collectionType,
      amount,
      tip,
      staff: owner,
      createdAt: closedAt,
    });
  if (!live && !cancelled && before.total > 0) {
    const r = rng.next();
    if (r < 0.1 && before.total >= 200) {
      const cash = Math.round((before.total * rng.int(30, 70)) / 10_000) * 100;
      pay(s.pay.cash, cash);
      pay(s.pay.card, before.total - cash);
    } else if (r < 0.2) pay(s.pay.meal, before.total);
    else if (r < 0.55) pay(s.pay.cash, before.total);
    else
      pay(s.pay.card, before.total, rng.chance(0.15) ? Math.round((before.total * rng.int(5, 10)) / 10_000) * 100 : 0);
  }
  const totals = totalsOf(payments.map((p) => ({ amount: p.amount, tip: p.tip ?? 0 })));
  totals.lines.forEach((amounts, i) => {
    Object.assign(lines[i]!, {
      gross: amounts.gross,
      discountAmount: amounts.discount,
      folioDiscountShare: amounts.folioShare,
      net: amounts.net,
      tax: amounts.tax,
    });
  });
  const status = live ? (rng.chance(0.2) ? 'locked' : 'open') : cancelled ? 'cancelled' : 'closed';
  const folio: typeof folios.$inferInsert = {
    id,
    storeId: s.id,
    number: 0,
    businessDay: businessDayOf(openedAt),
    tableId: table?.id ?? null,
    tableName: table?.name ?? null,
    tableGroup: table?.group ?? null,
    serviceType: table ? 'table' : 'take-away',
    source: 'portal',
    status,
    cancelReason: cancelled ? rng.pick(s.deletes).reasonName : null,
    doneAt: live && rng.chance(0.5) ? null : new Date(openedAt.getTime() + 20 * MINUTE),
    openedAt,
    closedAt: live ? null : closedAt,
    openedBy: owner,
    openedById: owner.id,
    closedBy: live ? null : owner,
    closedById: live ? null : owner.id,
    version: 1,
    discount: folioDiscount ? { ...folioDiscount } : null,
    serviceFeeBp: s.serviceFeeBp,
    serviceFeeTaxBp: s.defaultTaxBp,
    gross: totals.gross,
    discounts: totals.discounts,
    gifts: totals.gifts,
    voids: totals.voids,
    serviceFee: totals.serviceFee,
    taxes: totals.taxes.map((t) => ({ rate: t.rateBp / 100, base: t.base, tax: t.tax })),
    total: totals.total,
    paid: totals.paid,
    tip: totals.tip,
    lineCount: lines.length,
    paymentNames: [...new Set(payments.map((p) => p.name))],
    updateDate: live ? openedAt : closedAt,
  };
  // As the writes make it: one row per version — opened with its lines, each payment, closed or cancelled.
  const events: (typeof folioEvents.$inferInsert)[] = [
    {
      id: newId(),
      folioId: id,
      at: openedAt,
      staff: owner,
      action: 'opened',
      detail: { table: table?.name ?? null, lines: lines.map((l) => ({ name: l.name, quantity: l.quantity })) },
      version: 1,
    },
    ...payments.map((p, i) => ({
      id: newId(),
      folioId: id,
      at: closedAt,
      staff: owner,
      action: 'payment-added',
      detail: { paymentType: p.name, collectionType: p.collectionType, amount: p.amount, tip: p.tip ?? 0 },
      version: 2 + i,
    })),
  ];
  if (!live)
    events.push({
      id: newId(),
      folioId: id,
      at: closedAt,
      staff: owner,
      action: cancelled ? 'cancelled' : 'closed',
      detail: cancelled ? { reason: folio.cancelReason } : { total: totals.total },
      version: 2 + payments.length,
    });
  folio.version = events.length;
  return { folio, lines, payments, events };
};

/** A table's bill gets its number of guests, in its row and its opening (from a generator of its own: the rest of the demo stays as it was). */
const withCovers = (b: Built, rng: Rng, shape: DayShape): Built => {
  if (!b.folio.tableId) return b;
  const covers = rng.weighted(shape.covers);
  b.folio.covers = covers;
  b.events[0]!.detail = { ...(b.events[0]!.detail as object), covers };
  return b;
};

/**
 * The demo stores' folios (docs/folios.md, Demo folios): `days` business days (DEMO_FOLIO_DAYS, 90) of closed ones
 * built from their published menus, each store in its own day shape (demo-profiles.ts: the meyhane's long evenings,
 * the café's breakfasts, the fish restaurant's lunch and dinner), covers and bill length — cash, card, meal vouchers and split payments, a few discounts, gifts, voids and
 * cancellations — and a few open on tables now. Totals by the same computation as every folio write.
 */
export const seedDemoFolios = async (db: Db, owner: ActorRow, days: number, now = new Date()): Promise<number> => {
  const built: Built[] = [];
  const all = await db.select({ id: stores.id }).from(stores);
  for (const [storeIndex, { id }] of all.entries()) {
    const s = await loadStore(db, id);
    if (!s) continue;
    const rng = generator(20261124 + storeIndex);
    const guests = generator(20261202 + storeIndex);
    const today = businessDayOf(now);
    for (let back = days; back >= 1; back--) {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - back);
      const weekday = (day.getUTCDay() + 6) % 7;
      const n = Math.round(s.shape.perWeekday[weekday]! * (0.8 + rng.next() * 0.4));
      for (let i = 0; i < n; i++) {
        const hour = rng.weighted(s.shape.hours);
        const openedAt = new Date(day.getTime() + ((hour - ISTANBUL_OFFSET_HOURS) * 60 + rng.int(0, 59)) * MINUTE);
        built.push(withCovers(buildFolio(rng, s, owner, openedAt, false), guests, s.shape));
      }
    }
    // A few tables busy right now.
    for (let i = 0; i < rng.int(3, 5); i++) {
      const openedAt = new Date(now.getTime() - rng.int(5, 90) * MINUTE);
      built.push(withCovers(buildFolio(rng, s, owner, openedAt, true), guests, s.shape));
    }
  }
  // Numbers per store and business day, in the order the folios were opened.
  built.sort((a, b) => a.folio.openedAt!.getTime() - b.folio.openedAt!.getTime());
  const counters = new Map<string, number>();
  for (const { folio } of built) {
    const key = `${folio.storeId}|${folio.businessDay}`;
    folio.number = (counters.get(key) ?? 0) + 1;
    counters.set(key, folio.number);
  }
  await db.transaction(async (tx) => {
    await bulkInsert(
      tx,
      folios,
      built.map((b) => b.folio),
    );
    await bulkInsert(
      tx,
      folioLines,
      built.flatMap((b) => b.lines),
    );
    await bulkInsert(
      tx,
      folioPayments,
      built.flatMap((b) => b.payments),
    );
    await bulkInsert(
      tx,
      folioEvents,
      built.flatMap((b) => b.events),
    );
    await bulkInsert(
      tx,
      folioCounters,
      [...counters].map(([key, last]) => {
        const [storeId, businessDay] = key.split('|') as [string, string];
        return { storeId, businessDay, last };
      }),
    );
  });
  return built.length;
};
