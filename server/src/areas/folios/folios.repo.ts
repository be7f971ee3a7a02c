import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import {
  folioCounters,
  folioEvents,
  folioIdempotency,
  folioLines,
  folioPayments,
  folios,
} from '../../db/schema/index.ts';

export { isUniqueViolation, type Tx };

export type FolioRow = typeof folios.$inferSelect;
export type LineRow = typeof folioLines.$inferSelect;
export type PaymentRow = typeof folioPayments.$inferSelect;
export type EventRow = typeof folioEvents.$inferSelect;
export type IdempotencyRow = typeof folioIdempotency.$inferSelect;
/** A new folio's row as the service makes it; its number is the counter's (insertOpened). */
export type NewFolioRow = Omit<typeof folios.$inferInsert, 'number'>;

/** How long an Idempotency-Key answers its first result (docs/folios.md, Idempotency). */
export const IDEMPOTENCY_HOURS = 24;
const expiredBefore = sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;

// ---- folios

/**
 * The next folio number of the store's business day. The counter row stays locked by the upsert until the
 * transaction ends, so two folios opened at once never share a number.
 */
export const nextNumber = async (db: Tx, storeId: string, businessDay: string): Promise<number> =>
  (
    await db
      .insert(folioCounters)
      .values({ storeId, businessDay, last: 1 })
      .onConflictDoUpdate({
        target: [folioCounters.storeId, folioCounters.businessDay],
        set: { last: sql`${folioCounters.last} + 1` },
      })
      .returning({ last: folioCounters.last })
  )[0]!.last;

export const insertFolio = async (db: Tx, row: typeof folios.$inferInsert): Promise<FolioRow> =>
  (await db.insert(folios).values(row).returning())[0]!;

export const folioById = async (db: Tx, storeId: string, id: string): Promise<FolioRow | undefined> =>
  (
    await db
      .select()
      .from(folios)
      .where(and(eq(folios.id, id), eq(folios.storeId, storeId)))
  )[0];

/** The folio, locked until the transaction ends: a concurrent write waits, then reads the version this one made. */
export const folioForUpdate = async (db: Tx, storeId: string, id: string): Promise<FolioRow | undefined> =>
  (
    await db
      .select()
      .from(folios)
      .where(and(eq(folios.id, id), eq(folios.storeId, storeId)))
      .for('update')
  )[0];

/**
 * Writes a folio's change when its version is still `readVersion` (compare and set), and bumps the version. Answers
 * the new row, or undefined when another write changed it first.
 */
export const updateFolio = async (
  db: Tx,
  storeId: string,
  id: string,
  readVersion: number,
  patch: Partial<typeof folios.$inferInsert>,
): Promise<FolioRow | undefined> =>
  (
    await db
      .update(folios)
      .set({ ...patch, version: sql`${folios.version} + 1`, updateDate: new Date() })
      .where(and(eq(folios.id, id), eq(folios.storeId, storeId), eq(folios.version, readVersion)))
      .returning()
  )[0];

/** The floor board: the store's open and locked folios, hidden ones apart, oldest first. */
export const liveFolios = (db: Tx, storeId: string): Promise<FolioRow[]> =>
  db
    .select()
    .from(folios)
    .where(and(eq(folios.storeId, storeId), sql`${folios.status} IN ('open', 'locked')`, eq(folios.hidden, false)))
    .orderBy(asc(folios.openedAt), asc(folios.id));

/**
 * The table's bill as its guests see it (docs/coupons.md, The table's bill): an open folio on the table before a
 * locked one (the bill guests' orders join, `openBillOf`), then the oldest; waiting orders and hidden folios are none.
 */
export const tableBill = async (db: Tx, storeId: string, tableId: string): Promise<FolioRow | undefined> =>
  (
    await db
      .select()
      .from(folios)
      .where(
        and(
          eq(folios.storeId, storeId),
          eq(folios.tableId, tableId),
          sql`${folios.status} IN ('open', 'locked')`,
          eq(folios.hidden, false),
        ),
      )
      .orderBy(sql`${folios.status} = 'open' DESC`, asc(folios.openedAt), asc(folios.id))
      .limit(1)
  )[0];

// ---- lines

export const linesOf = (db: Tx, folioIds: string[]): Promise<LineRow[]> =>
  folioIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(folioLines)
        .where(inArray(folioLines.folioId, folioIds))
        .orderBy(asc(folioLines.folioId), asc(folioLines.position));

export const insertLines = async (db: Tx, rows: (typeof folioLines.$inferInsert)[]): Promise<void> => {
  if (rows.length) await db.insert(folioLines).values(rows);
};

const jsonb = (value: unknown) => (value === null ? sql`null::jsonb` : sql`${JSON.stringify(value)}::jsonb`);

/** The statement writing what a change may alter of the folio's lines (position, quantity, state, discount, amounts). */
const updateLinesSql = (folioId: string, rows: LineRow[]): SQL => {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}, ${r.position}::int, ${r.quantity}::int, ${r.note}, ${r.state}, ${jsonb(r.discount)}, ${jsonb(r.campaign)}, ${jsonb(r.gift)}, ${jsonb(r.void)}, ${r.gross}::int, ${r.discountAmount}::int, ${r.folioDiscountShare}::int, ${r.net}::int, ${r.tax}::int)`,
    ),
    sql`, `,
  );
  return sql`
    update ${folioLines} as l set
      position = v.position, quantity = v.quantity, note = v.note, state = v.state, discount = v.discount, campaign = v.campaign,
      gift = v.gift,
      void = v.void, gross = v.gross, discount_amount = v.discount_amount,
      folio_discount_share = v.folio_discount_share, net = v.net, tax = v.tax
    from (values ${values}) as v(id, position, quantity, note, state, discount, campaign, gift, void, gross, discount_amount,
      folio_discount_share, net, tax)
    where l.id = v.id and l.folio_id = ${folioId}`;
};

/** Writes what a change may alter of the folio's lines, in one statement. */
export const updateLines = async (db: Tx, folioId: string, rows: LineRow[]): Promise<void> => {
  if (rows.length) await db.execute(updateLinesSql(folioId, rows));
};

// ---- a write in one statement (docs/performance.md, Folios: the writes)

type NewLine = typeof folioLines.$inferInsert;
type NewPayment = typeof folioPayments.$inferInsert;
type NewEvent = typeof folioEvents.$inferInsert;

/** A data-modifying statement as a CTE of the write's one statement (PostgreSQL runs each once, whatever reads it). */
const step = (db: Tx, name: string, statement: SQL) => db.$with(name, {}).as(statement);

/**
 * A folio's change in ONE statement: the new and changed lines, the new payment, the payment taken back and the
 * history row as CTEs of the folio's update (compare and set on `readVersion`, the version bumped). Answers the new
 * row, or undefined when the folio is no longer at `readVersion` — the caller then throws, and the transaction's
 * rollback takes the CTEs' rows with it. Foreign keys are checked at the statement's end, after every part.
 */
export const writeChange = async (
  db: Tx,
  change: {
    storeId: string;
    id: string;
    readVersion: number;
    patch: Partial<typeof folios.$inferInsert>;
    newLines: NewLine[];
    changedLines: LineRow[];
    newPayments: NewPayment[];
    removedPayment?: { id: string; at: Date };
    event: NewEvent;
  },
): Promise<FolioRow | undefined> => {
  const { storeId, id } = change;
  const steps = [step(db, 'folio_event_new', db.insert(folioEvents).values(change.event).getSQL())];
  if (change.newLines.length)
    steps.push(step(db, 'folio_lines_new', db.insert(folioLines).values(change.newLines).getSQL()));
  if (change.changedLines.length) steps.push(step(db, 'folio_lines_changed', updateLinesSql(id, change.changedLines)));
  if (change.newPayments.length)
    steps.push(step(db, 'folio_payments_new', db.insert(folioPayments).values(change.newPayments).getSQL()));
  if (change.removedPayment)
    steps.push(
      step(
        db,
        'folio_payment_removed',
        db
          .update(folioPayments)
          .set({ removedAt: change.removedPayment.at })
          .where(and(eq(folioPayments.id, change.removedPayment.id), eq(folioPayments.folioId, id)))
          .getSQL(),
      ),
    );
  return (
    await db
      .with(...steps)
      .update(folios)
      .set({ ...change.patch, version: sql`${folios.version} + 1`, updateDate: new Date() })
      .where(and(eq(folios.id, id), eq(folios.storeId, storeId), eq(folios.version, change.readVersion)))
      .returning()
  )[0];
};

/**
 * A new folio in ONE statement: the day's number taken from the counter row (an upsert, which keeps the row locked
 * until the transaction ends, so two openings never share a number), the folio inserted with it, its lines and its
 * history row (whose `detail` gets the `number`). Taken in the write's last statement, the counter is held for this
 * statement, the Idempotency-Key's answer and the commit only.
 */
export const insertOpened = async (db: Tx, row: NewFolioRow, lines: NewLine[], event: NewEvent): Promise<FolioRow> => {
  const counter = db
    .insert(folioCounters)
    .values({ storeId: row.storeId, businessDay: row.businessDay, last: 1 })
    .onConflictDoUpdate({
      target: [folioCounters.storeId, folioCounters.businessDay],
      set: { last: sql`${folioCounters.last} + 1` },
    })
    .returning({ last: folioCounters.last })
    .getSQL();
  const number = sql`(select last from folio_number)`;
  const steps = [
    step(db, 'folio_number', counter),
    step(
      db,
      'folio_event_new',
      db
        .insert(folioEvents)
        .values({
          ...event,
          detail: sql`${JSON.stringify(event.detail ?? {})}::jsonb || jsonb_build_object('number', ${number})`,
        })
        .getSQL(),
    ),
  ];
  if (lines.length) steps.push(step(db, 'folio_lines_new', db.insert(folioLines).values(lines).getSQL()));
  return (
    await db
      .with(...steps)
      .insert(folios)
      .values({ ...row, number })
      .returning()
  )[0]!;
};

// ---- payments

/** Every payment of the folios, taken back ones too, in the order they were taken. */
export const paymentsOf = (db: Tx, folioIds: string[]): Promise<PaymentRow[]> =>
  folioIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(folioPayments)
        .where(inArray(folioPayments.folioId, folioIds))
        .orderBy(asc(folioPayments.createdAt), asc(folioPayments.id));

export const insertPayment = async (db: Tx, row: typeof folioPayments.$inferInsert): Promise<void> => {
  await db.insert(folioPayments).values(row);
};

export const markPaymentRemoved = async (db: Tx, folioId: string, id: string, at: Date): Promise<void> => {
  await db
    .update(folioPayments)
    .set({ removedAt: at })
    .where(and(eq(folioPayments.id, id), eq(folioPayments.folioId, folioId)));
};

// ---- history

export const insertEvent = async (db: Tx, row: typeof folioEvents.$inferInsert): Promise<void> => {
  await db.insert(folioEvents).values(row);
};

export const eventsOf = (db: Tx, folioId: string): Promise<EventRow[]> =>
  db
    .select()
    .from(folioEvents)
    .where(eq(folioEvents.folioId, folioId))
    .orderBy(asc(folioEvents.version), asc(folioEvents.at), asc(folioEvents.id));

// ---- idempotency keys

/**
 * Claims a key for this write: true when this transaction inserted it. A concurrent transaction holding the same key
 * makes the insert wait for it; once it commits the key is taken (false), once it rolls back the key is ours.
 */
export const claimKey = async (db: Tx, row: typeof folioIdempotency.$inferInsert): Promise<boolean> =>
  (
    await db
      .insert(folioIdempotency)
      .values(row)
      .onConflictDoNothing({ target: [folioIdempotency.storeId, folioIdempotency.key] })
      .returning({ key: folioIdempotency.key })
  ).length === 1;

/** The key's row when it is still live (younger than a day). */
export const liveKey = async (db: Tx, storeId: string, key: string): Promise<IdempotencyRow | undefined> =>
  (
    await db
      .select()
      .from(folioIdempotency)
      .where(
        and(
          eq(folioIdempotency.storeId, storeId),
          eq(folioIdempotency.key, key),
          sql`${folioIdempotency.createdAt} >= ${expiredBefore}`,
        ),
      )
  )[0];

/** Forgets the key when it is older than a day; answers whether it did. */
export const dropExpiredKey = async (db: Tx, storeId: string, key: string): Promise<boolean> =>
  (
    await db
      .delete(folioIdempotency)
      .where(
        and(
          eq(folioIdempotency.storeId, storeId),
          eq(folioIdempotency.key, key),
          lt(folioIdempotency.createdAt, expiredBefore),
        ),
      )
      .returning({ key: folioIdempotency.key })
  ).length === 1;

export const setAnswer = async (db: Tx, storeId: string, key: string, answer: unknown): Promise<void> => {
  await db
    .update(folioIdempotency)
    .set({ answer })
    .where(and(eq(folioIdempotency.storeId, storeId), eq(folioIdempotency.key, key)));
};

/** Forgets every key older than a day (of every store of the tenant). */
export const purgeExpiredKeys = async (db: Tx): Promise<void> => {
  await db.delete(folioIdempotency).where(lt(folioIdempotency.createdAt, expiredBefore));
};

/** A folio by its id alone, with the store it belongs to (a guest's order names no store). */
export const folioByIdAnyStore = async (db: Tx, id: string): Promise<FolioRow | undefined> =>
  (await db.select().from(folios).where(eq(folios.id, id)).limit(1))[0];
