import { expect, test, type Page } from './support/test';
import { api } from './support/helpers';
import { expectNoSeriousViolations, guestCall, ownerWithStore, screens, tableWithCode } from './support/live';

/**
 * The order service and the delivery board (docs/live.md): a guest's order placed through the API appears on the
 * owner's open screen, is accepted with 20 minutes; a delivery folio made through the API moves none → preparing →
 * routing (with its courier) on the board, which offers no button for a move that is not allowed.
 */
test.describe.configure({ timeout: 150_000 });

const menuWithCoffee = async (page: Page, storeId: string) => {
  const group = await api<{ id: string }>(page, 'menu/saveGroup', {
    storeId,
    names: { tr: 'Kahveler', en: 'Coffees' },
  });
  const product = await api<{ id: string }>(page, 'menu/saveProduct', {
    storeId,
    groupId: group.id,
    names: { tr: 'Türk kahvesi', en: 'Turkish coffee' },
    price: 9_000,
  });
  await api(page, 'store/syncStoreMenu', { id: storeId });
  return product.id;
};

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.phone, hasTouch: screen.phone });

    test('a guest order appears live and is accepted with 20 minutes', async ({ page }) => {
      const { storeId } = await ownerWithStore(page, `Sipariş Kahvesi ${Date.now() % 100_000}`, { order: true });
      const productId = await menuWithCoffee(page, storeId);
      const { code } = await tableWithCode(page, storeId, 'Bahçe', 'Bahçe 4');

      await page.goto('/main/order-service');
      await expect(page.getByRole('heading', { level: 1, name: 'Order service' })).toBeVisible();
      const waiting = page.getByRole('region', { name: 'Waiting for an answer' });
      await expect(waiting.getByText(/No order is waiting/)).toBeVisible();

      const placed = await guestCall<{ order: { number: number } }>(page, 'guest/order', {
        code,
        lines: [{ productId, quantity: 2 }],
        note: 'Az şekerli',
      });
      const card = waiting.getByRole('article', { name: `Order ${placed.order.number} · Bahçe / Bahçe 4` });
      await expect(card).toBeVisible({ timeout: 5_000 });
      // The portal is in English: the line reads in English, as the menu names it.
      await expect(card).toContainText('2 × Turkish coffee');
      await expect(card).toContainText('Note: Az şekerli');
      await expectNoSeriousViolations(page);

      await card.getByRole('button', { name: 'Accept' }).click();
      const dialog = page.getByRole('dialog', { name: `Accept order ${placed.order.number}` });
      // Over the maximum: refused under the field, not changed to 240.
      await dialog.getByRole('textbox', { name: 'Preparation time (minutes)' }).fill('300');
      await dialog.getByRole('button', { name: 'Accept order' }).click();
      await expect(dialog.getByText('Enter 240 or less')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Preparation time (minutes)' })).toHaveValue('300 min');
      await dialog.getByText('20 min', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Accept order' }).click();
      await expect(dialog).toBeHidden();
      const answered = page.getByRole('region', { name: 'Answered today' });
      await expect(
        answered.getByRole('article', { name: `Order ${placed.order.number} · Bahçe / Bahçe 4` }),
      ).toContainText('(20 min)');
      const orders = await api<{ number: number; orderState: string; prepMinutes: number }[]>(page, 'order/get', {
        storeId,
      });
      expect(orders.find((o) => o.number === placed.order.number)).toMatchObject({
        orderState: 'accepted',
        prepMinutes: 20,
      });
    });

    test('the delivery board moves a delivery to preparing and out with its courier, and offers no move not allowed', async ({
      page,
    }) => {
      const { storeId, storeName } = await ownerWithStore(page, `Paket Lokantası ${Date.now() % 100_000}`, {
        delivery: true,
      });
      const productId = await menuWithCoffee(page, storeId);
      const folio = await api<{ id: string; number: number }>(page, 'folio/save', {
        storeId,
        serviceType: 'delivery',
        lines: [{ productId, quantity: 1 }],
        note: 'Moda Cd. 5, daire 2',
      });

      await page.goto('/main/order-tracking');
      await expect(page.getByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible();
      const cardIn = async (status: string) => {
        if (screen.phone) {
          await page
            .getByRole('radiogroup', { name: 'Delivery status' })
            .getByText(new RegExp(`^${status} \\(\\d+\\)$`))
            .click();
        }
        return page
          .getByRole('region', { name: status })
          .getByRole('article', { name: `No. ${folio.number} · ${storeName}` });
      };
      const fresh = await cardIn('New');
      await expect(fresh).toContainText('Moda Cd. 5, daire 2');
      await expectNoSeriousViolations(page);
      await fresh.getByRole('button', { name: 'Start preparing' }).click();

      const preparing = await cardIn('Preparing');
      await expect(preparing).toBeVisible();
      await expect(preparing.getByRole('button')).toHaveText(['Send out', 'Cancel delivery']);
      await preparing.getByRole('button', { name: 'Send out' }).click();
      const courier = page.getByRole('dialog', { name: `Send out delivery ${folio.number}` });
      await courier.getByRole('textbox', { name: /Courier’s name/ }).fill('Ali Yılmaz');
      await courier.getByRole('button', { name: 'Send out' }).click();
      await expect(courier).toBeHidden();

      const routing = await cardIn('On the way');
      await expect(routing).toContainText('Courier: Ali Yılmaz');
      // Only forward or cancel: no way back to preparing.
      await expect(routing.getByRole('button')).toHaveText(['Delivered', 'Cancel delivery']);
      // The server refuses it too.
      const refused = await page.evaluate(
        async ({ storeId, id }) => {
          const login = JSON.parse(localStorage.getItem('sofra.login') ?? 'null') as { token: string };
          const res = await fetch('/api/folio/updateDeliveryStatus', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
            body: JSON.stringify({ storeId, id, status: 'preparing' }),
          });
          return { status: res.status, code: ((await res.json()) as { code: string }).code };
        },
        { storeId, id: folio.id },
      );
      expect(refused).toEqual({ status: 409, code: 'delivery_transition_invalid' });

      // Delivered, then Close: the bill is not paid, so neither closes, and the board says why in words.
      await routing.getByRole('button', { name: 'Delivered' }).click();
      const delivered = await cardIn('Delivered');
      await delivered.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByText('The folio is not paid in full yet.')).toBeVisible();
      await expect(await cardIn('Delivered')).toBeVisible();
    });
  });
}
