/**
 * What makes each demo store look like itself in its reports (docs/folios.md, Demo folios): when its guests come, how
 * many sit at a bill, how long a bill is, and its points rules. Keyed by the store's name; a store of another name
 * (a test's) takes the evening restaurant's shape and the plain points rules.
 */

/** A small seeded generator (mulberry32): the same demo every start, without Math.random. */
export const generator = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** A value of [value, weight] pairs, in proportion to the weights. */
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    let r = next() * pairs.reduce((n, [, w]) => n + w, 0);
    for (const [value, weight] of pairs) if ((r -= weight) < 0) return value;
    return pairs[0]![0];
  };
  return { next, int, pick, chance, weighted };
};
export type Rng = ReturnType<typeof generator>;

export interface DayShape {
  /** Bills a day, Monday first. */
  perWeekday: number[];
  /** When guests sit down: local hour (24 and up: after midnight, the evening before's business day) → weight. */
  hours: [number, number][];
  /** Lines on a bill, fewest and most. */
  lines: [number, number];
  /** The share of bills at a table (the rest are take-away). */
  atTable: number;
  /** Guests at a table's bill → weight. */
  covers: [number, number][];
  /** A product group sold only before this local hour, and how often a line of such a morning is from it. */
  morningGroup?: { name: string; until: number; share: number };
}

/** A meyhane: long evenings from 19:00 past midnight, a quiet lunch; tables of two to six, many plates a table. */
const MEYHANE: DayShape = {
  perWeekday: [18, 20, 24, 28, 44, 52, 34],
  hours: [
    [12, 1],
    [13, 2],
    [14, 1],
    [17, 1],
    [18, 4],
    [19, 10],
    [20, 12],
    [21, 10],
    [22, 6],
    [23, 4],
    [24, 2],
    [25, 1],
  ],
  lines: [3, 8],
  atTable: 0.95,
  covers: [
    [1, 3],
    [2, 34],
    [3, 14],
    [4, 26],
    [5, 9],
    [6, 14],
  ],
};

/** A café: breakfast from 08:00 (busiest at weekends), coffee and cake through the afternoon, quiet evenings. */
const CAFE: DayShape = {
  perWeekday: [30, 28, 30, 32, 36, 58, 62],
  hours: [
    [8, 6],
    [9, 10],
    [10, 12],
    [11, 9],
    [12, 6],
    [13, 6],
    [14, 5],
    [15, 6],
    [16, 6],
    [17, 4],
    [18, 2],
    [19, 2],
    [20, 1],
    [21, 1],
  ],
  lines: [1, 4],
  atTable: 0.6,
  covers: [
    [1, 38],
    [2, 40],
    [3, 10],
    [4, 10],
    [5, 1],
    [6, 1],
  ],
  morningGroup: { name: 'Kahvaltı', until: 12, share: 0.5 },
};

/** A fish restaurant: lunch and a long dinner, busiest at the weekend. */
const FISH: DayShape = {
  perWeekday: [16, 20, 22, 24, 34, 42, 38],
  hours: [
    [12, 4],
    [13, 6],
    [14, 3],
    [15, 1],
    [17, 1],
    [18, 4],
    [19, 8],
    [20, 9],
    [21, 6],
    [22, 3],
  ],
  lines: [2, 6],
  atTable: 0.9,
  covers: [
    [1, 5],
    [2, 42],
    [3, 14],
    [4, 26],
    [5, 6],
    [6, 7],
  ],
};

const SHAPES: Record<string, DayShape> = {
  'Karaköy Meyhanesi': MEYHANE,
  'Moda Kahve Evi': CAFE,
  'Alsancak Balıkçısı': FISH,
};
export const dayShapeOf = (storeName: string): DayShape => SHAPES[storeName] ?? MEYHANE;

export interface PointsRules {
  /** Points per 100 of the store's currency spent. */
  payPoint: number;
  pointExpiryMonths: number;
  /** The six demo guests' welcome bonus: the first's, and how much more each next one got. */
  welcome: [number, number];
  /** A birthday gift, given to every other guest; 0: none. */
  birthday: number;
  /** What the second guest spent, and on what. */
  spent: [number, string];
}

const PLAIN_POINTS: PointsRules = {
  payPoint: 10,
  pointExpiryMonths: 12,
  welcome: [50, 25],
  birthday: 100,
  spent: [30, 'Tatlı ikramı için kullanıldı'],
};
const POINTS: Record<string, PointsRules> = {
  'Karaköy Meyhanesi': PLAIN_POINTS,
  // Small bills, often: more points per lira, sooner gone; a free tea is what they are spent on.
  'Moda Kahve Evi': {
    payPoint: 20,
    pointExpiryMonths: 6,
    welcome: [20, 10],
    birthday: 60,
    spent: [25, 'Ücretsiz çay için kullanıldı'],
  },
  'Alsancak Balıkçısı': {
    payPoint: 5,
    pointExpiryMonths: 24,
    welcome: [100, 40],
    birthday: 0,
    spent: [120, 'Meze tabağı için kullanıldı'],
  },
};
export const pointsRulesOf = (storeName: string): PointsRules => POINTS[storeName] ?? PLAIN_POINTS;
