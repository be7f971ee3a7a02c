import { expect, test, type Page } from './support/test';
import { api, openFromMenu, screens, screenshot, seriousViolations, signInWithStore } from './support/helpers';

/**
 * The host stand (/main/reservations, docs/reservation-screens.md) against a real server: a booking made through the
 * dialog, dragged to another table (kept after a reload), seated (the table's folio open on the floor board), a
 * second host's booking appearing live, and the phone's list first. Set up through the API; asserted through roles
 * and labels.
 */

interface Reservation {
  id: string;
  startsAt: string;
  pointIds: string[];
  status: string;
  folioId: string | null;
  version: number;
}

/**
 * A zone whose clock now shows about noon, so the store's day has free times ahead whatever the hour the test runs
 * at: the store is open all day, its day starts at midnight.
 */
const NOON_ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Mexico_City',
  'America/Bogota',
  'America/Caracas',
  'America/Sao_Paulo',
  'America/Noronha',
  'Atlantic/Cape_Verde',
  'UTC',
  'Africa/Lagos',
  'Africa/Cairo',
  'Europe/Istanbul',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Asia/Magadan',
  'Pacific/Fiji',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
];
const noonZone = () => {
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return NOON_ZONES.reduce((best, zone) => (Math.abs(hourIn(zone) - 11) < Math.abs(hourIn(best) - 11) ? zone : best));
};

/** A new owner's store open all day in a zone near noon, with Masa 1 and Masa 2 in Salon, each a reservation point. */
const hostStore = async (page: Page) => {
  const { storeId, storeName } = await signInWithStore(page);
  const timeZone = noonZone();
  await api(page, 'store/saveStore', {
    id: storeId,
    name: storeName,
    timeZone,
    dayStartHour: 0,
    workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' })),
  });
  const tables = await api<{ id: string; tableName: string }[]>(page, 'store/saveStoreTables', {
    storeId,
    groupName: 'Salon',
    tables: [{ tableName: 'Masa 1' }, { tableName: 'Masa 2' }],
  });
  const points: Record<string, string> = {};
  for (const table of tables) {
    const point = await api<{ id: string }>(page, 'reservation/savePoint', {
      storeId,
      name: table.tableName,
      kind: 'table',
      tableId: table.id,
      minParty: 1,
      maxParty: 6,
      slots: [{ upTo: 6, minutes: 90 }],
    });
    points[table.tableName] = point.id;
  }
  // The store's day today (en-CA writes YYYY-MM-DD).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return { storeId, points, today };
};

/** The store's bookings of yesterday, today and tomorrow, as the server keeps them. */
const bookingsAround = async (page: Page, storeId: string, today: string) => {
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return (await api<{ items: Reservation[] }>(page, 'reservation/byStore', { storeId, from: day(-1), to: day(1) }))
    .items;
};

test.describe.configure({ timeout: 180_000 });

test.describe('on a desktop', () => {
  test.use({ viewport: screens[0].viewport });

  test('a host books through the dialog, drags the booking to another table, seats it, and sees a second host’s booking live', async ({
    page,
  }) => {
    const { storeId, points, today } = await hostStore(page);
    // From the sidebar's Tables group, beside the reservation points.
    await page.goto('/main/report-dashboard');
    await openFromMenu(page.getByRole('navigation', { name: 'Menu' }), 'Tables', 'Reservations');
    await expect(page).toHaveURL(/\/main\/reservations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    await expect(page.getByText('No bookings for this day')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Booked through the dialog: the first free time, at Masa 1.
    await page.getByRole('button', { name: 'New booking' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByRole('textbox', { name: "Guest's name" }).fill('Ayşe Yılmaz');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+905321112233');
    await dialog.getByRole('textbox', { name: 'Party size' }).fill('4');
    const time = dialog.getByRole('combobox', { name: 'Start time' });
    await expect(time.locator('option')).not.toHaveCount(1);
    const firstTime = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(firstTime!);
    await dialog.getByRole('combobox', { name: 'Table or place' }).selectOption({ label: 'Masa 1' });
    await dialog.getByText('Birthday', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Birthday' })).toBeChecked();
    expect(await seriousViolations(page, { scope: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const row = (name: string) => page.getByRole('group', { name, exact: true });
    const ayse = (name: string) => row(name).getByRole('button', { name: /^Ayşe Yılmaz, 4 guests/ });
    await expect(ayse('Masa 1')).toBeVisible();
    await expect(ayse('Masa 1')).toHaveAccessibleName(/Confirmed, Birthday$/);
    const [booked] = await bookingsAround(page, storeId, today);
    expect(booked).toMatchObject({ startsAt: firstTime, pointIds: [points['Masa 1']], status: 'confirmed' });

    // Dragged one row down: Masa 2, the same time.
    const block = ayse('Masa 1');
    await block.scrollIntoViewIfNeeded();
    const box = (await block.boundingBox())!;
    const target = (await row('Masa 2').boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(box.x + 20, box.y + box.height / 2 + ((target.y - box.y) * step) / 8);
    await page.mouse.up();
    await expect(page.getByText('Booking moved')).toBeVisible();
    await expect(ayse('Masa 2')).toBeVisible();
    await expect(ayse('Masa 1')).toHaveCount(0);
    await page.reload();
    await expect(ayse('Masa 2')).toBeVisible();
    const [moved] = await bookingsAround(page, storeId, today);
    expect(moved).toMatchObject({ startsAt: firstTime, pointIds: [points['Masa 2']] });

    // A second host books Masa 1 (the owner's token, from the test): it shows without a reload.
    await api(page, 'reservation/save', {
      storeId,
      guest: { name: 'Kemal Sunal', phone: '+905334445566' },
      partySize: 2,
      startsAt: firstTime,
      pointIds: [points['Masa 1']],
      channel: 'phone',
    });
    await expect(row('Masa 1').getByRole('button', { name: /^Kemal Sunal, 2 guests/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Booked', exact: true })).toContainText('2');
    await expect(page.getByRole('group', { name: 'Covers', exact: true })).toContainText('6');

    await screenshot(page, 'host-stand-timeline-desktop');

    // Seated: the table's folio opens, and the details link to it on the floor board.
    await ayse('Masa 2').click();
    const details = page.getByRole('dialog', { name: 'Ayşe Yılmaz' });
    await expect(details.getByText('Booked', { exact: true })).toBeVisible();
    expect(await seriousViolations(page, { scope: '[role="dialog"]' })).toEqual([]);
    await details.getByRole('button', { name: 'Seat' }).click();
    await expect(details.getByRole('status').filter({ hasText: "Seated: the table's folio is open." })).toBeVisible();
    const [seated] = (await bookingsAround(page, storeId, today)).filter((r) => r.pointIds[0] === points['Masa 2']);
    expect(seated).toMatchObject({ status: 'seated', folioId: expect.any(String) });
    await screenshot(page, 'host-stand-details-desktop');
    await details.getByRole('link', { name: "Open the table's folio on the floor board" }).click();
    await expect(page).toHaveURL(new RegExp(`/main/sofra-folios\\?folio=${seated!.folioId}`));
    await expect(page.getByRole('dialog', { name: /^Folio / })).toBeVisible();
    await page.goto('/main/sofra-folios');
    const card = page.getByRole('region', { name: 'Salon' }).getByRole('button', { name: /^Masa 2/ });
    await expect(card).toContainText('Open');
    await expect(card).not.toContainText('Free');
    await expect(page.getByRole('region', { name: 'Salon' }).getByRole('button', { name: /^Masa 1/ })).toContainText(
      'Free',
    );
  });
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });

  test('the list comes first, the timeline scrolls sideways, and axe finds nothing serious', async ({ page }) => {
    const { storeId, points, today } = await hostStore(page);
    // Set up on a desktop (the store picker is the sidebar's), then the phone's 390 × 844.
    await page.setViewportSize(screens[1].viewport);
    const times = await api<{ points: { pointId: string; times: { startsAt: string }[] }[] }>(
      page,
      'reservation/availability',
      { storeId, date: today, partySize: 2 },
    );
    const free = times?.points.find((p) => p.pointId === points['Masa 1'])?.times[0]?.startsAt;
    await page.goto('/main/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
    if (free) {
      await api(page, 'reservation/save', {
        storeId,
        guest: { name: 'Zeynep Demir' },
        partySize: 2,
        startsAt: free,
        pointIds: [points['Masa 1']],
      });
      const list = page.getByRole('list', { name: 'List' });
      await expect(list.getByRole('button', { name: /^Zeynep Demir, 2 guests/ })).toBeVisible();
      await list.getByRole('button', { name: /^Zeynep Demir/ }).click();
      const details = page.getByRole('dialog', { name: 'Zeynep Demir' });
      await expect(details.getByRole('button', { name: 'Seat' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'host-stand-list-phone');

    await page.getByRole('radiogroup', { name: 'View' }).getByText('Timeline').click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toBeVisible();
    // The hours scroll inside the timeline; the page itself stays as wide as the phone.
    expect(await timeline.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await screenshot(page, 'host-stand-timeline-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // In Turkish (the portal's default language), the list first again.
    await page.evaluate(() => localStorage.setItem('sofra.language', JSON.stringify('tr')));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Rezervasyonlar' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Liste' })).toBeChecked();
    if (free)
      await expect(
        page.getByRole('list', { name: 'Liste' }).getByRole('button', { name: /^Zeynep Demir, 2 kişi, .*Onaylandı/ }),
      ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A tablet in portrait: the timeline first, its hours scrolling inside it.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Zaman çizelgesi' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
