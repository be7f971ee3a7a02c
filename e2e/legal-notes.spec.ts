import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { freshGsm, screenshot, signInWithStore } from './support/helpers';

/** Saves a legal note through the API with the session the portal keeps (as another client would). */
const saveNoteByApi = (page: Page, note: Record<string, unknown>) =>
  page.evaluate(async (body) => {
    const login = JSON.parse(localStorage.getItem('sofra.login') ?? 'null') as { token: string } | null;
    if (!login) throw new Error('no saved login');
    const res = await fetch('/api/legal-notes/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`legal-notes/save: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; detail: string };
  }, note);

/** A Turkish national number in its groups: 5321234567 → 532 123 45 67. */
const spaced = (national: string) => national.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

/** The SMS messages sent to a number, from the server's outbox. */
const smsTo = (gsm: string) => {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === gsm);
};

test('the owner writes a privacy policy; anyone reads it on its public page, in Turkish for an unknown language', async ({
  page,
  browser,
}) => {
  const { storeId } = await signInWithStore(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Legal notes' }).click();
  await expect(page).toHaveURL(/\/main\/legal-notes$/);
  await expect(page.getByRole('heading', { name: 'Legal notes', level: 1 })).toBeVisible();
  await expect(page.getByText('No legal notes yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New legal note' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Privacy policy' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveValue('Türkçe');
  // Nothing is saved without a caption and a text.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(dialog.getByText('Write the text of the note.')).toBeVisible();

  await dialog.getByLabel('Caption').fill('Gizlilik Politikamız');
  const editor = dialog.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.type('Kişisel verileriniz ');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('KVKK kapsamında');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' korunur.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Legal note saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /Privacy policy.*Türkçe.*Gizlilik Politikamız/ });
  await expect(row).toBeVisible();
  const viewPath = `/legal-notes/view/privacy-policy/tr?store=${storeId}`;
  await expect(row.getByRole('link', { name: 'View: Gizlilik Politikamız' })).toHaveAttribute('href', viewPath);

  // The public page needs no sign-in: a visitor with an empty browser reads it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(viewPath);
  await expect(visitor.getByRole('heading', { name: 'Gizlilik Politikamız', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Kişisel verileriniz KVKK kapsamında korunur.')).toBeVisible();
  await expect(visitor.getByRole('strong')).toHaveText('KVKK kapsamında');
  await expect(visitor).toHaveTitle('Sofra - Gizlilik Politikamız');
  await screenshot(visitor, 'legal-note-public');

  // An unsupported language, or none, shows the Turkish note.
  await visitor.goto(`/legal-notes/view/privacy-policy/xx?store=${storeId}`);
  await expect(visitor.getByRole('heading', { name: 'Gizlilik Politikamız', level: 1 })).toBeVisible();
  await visitor.goto(`/legal-notes/view/privacy-policy?store=${storeId}`);
  await expect(visitor.getByRole('heading', { name: 'Gizlilik Politikamız', level: 1 })).toBeVisible();

  // An unknown type, or a note the store does not have, is a "not found" page with a link home: a guest who
  // followed a stale link is not sent to the owners' sign-in.
  for (const path of [
    `/legal-notes/view/recipe-of-the-day/tr?store=${storeId}`,
    `/legal-notes/view/cookie-policy/tr?store=${storeId}`,
  ]) {
    await visitor.goto(path);
    // The visitor's browser has no saved language: Turkish.
    await expect(visitor.getByRole('heading', { name: 'Sayfa bulunamadı', level: 1 })).toBeVisible();
    await expect(visitor).toHaveURL(path);
    await expect(visitor.getByRole('link', { name: 'Ana sayfaya git' })).toHaveAttribute('href', '/');
  }
  await screenshot(visitor, 'legal-note-not-found');
  // Home is the root: sign-in for a guest, the main area for the signed-in owner.
  await visitor.getByRole('link', { name: 'Ana sayfaya git' }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await page.goto('/legal-notes/view/recipe-of-the-day/tr');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/main\/report-dashboard$/);

  // Edit the caption, then delete the note after confirming.
  await page.goto('/main/legal-notes');
  await page.getByRole('button', { name: 'Edit: Gizlilik Politikamız' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit legal note' });
  await expect(edit.getByRole('textbox', { name: 'Text' })).toContainText(
    'Kişisel verileriniz KVKK kapsamında korunur.',
  );
  await edit.getByLabel('Caption').fill('Gizlilik Politikası');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Privacy policy.*Türkçe.*Gizlilik Politikası/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete: Gizlilik Politikası' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete legal note' });
  await expect(confirm).toContainText('Gizlilik Politikası');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Legal note deleted')).toBeVisible();
  await expect(page.getByText('No legal notes yet.')).toBeVisible();
});

test('a note with script, an event handler and a javascript: link shows only its text and runs nothing', async ({
  page,
}) => {
  const { storeId } = await signInWithStore(page);
  await saveNoteByApi(page, {
    storeId,
    type: 'privacy-policy',
    lang: 'tr',
    caption: 'Zararlı metin',
    detail:
      '<p>Güvenli metin</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<p><a href="javascript:alert(1)">buraya tıklayın</a></p><p onclick="alert(1)">tıklanan paragraf</p>',
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`/legal-notes/view/privacy-policy/tr?store=${storeId}`);
  await expect(page.getByRole('heading', { name: 'Zararlı metin', level: 1 })).toBeVisible();
  await expect(page.getByText('Güvenli metin')).toBeVisible();
  await expect(page.getByText('buraya tıklayın')).toBeVisible();
  await expect(page.getByRole('link', { name: 'buraya tıklayın' })).toHaveCount(0);
  await expect(page.getByRole('img')).toHaveCount(0);
  await page.getByText('buraya tıklayın').click();
  await page.getByText('tıklanan paragraf').click();
  const hrefs = await page.evaluate(() => [...document.links].map((a) => a.href));
  expect(hrefs.filter((h) => h.toLowerCase().startsWith('javascript:'))).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('Contract Text: the owner reads the main contract, saves the store contract and texts its link', async ({
  page,
}) => {
  const { gsm, storeId, storeName } = await signInWithStore(page);
  await page.getByRole('button', { name: gsm.e164 }).click();
  await page.getByRole('menuitem', { name: 'Contract Text' }).click();
  await expect(page).toHaveURL(/\/main\/contract-text$/);
  await expect(page.getByRole('heading', { name: 'Contract Text', level: 1 })).toBeVisible();

  const main = page.getByRole('region', { name: 'Sofra business contract' });
  await expect(main.getByRole('heading', { name: 'Sofra İşletme Sözleşmesi' })).toBeVisible();
  await expect(main.getByText(/^Version \d+$/)).toBeVisible();
  // Only a master user publishes a new version.
  await expect(main.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  const form = page.getByRole('region', { name: 'Store contract' });
  await expect(form).toContainText(storeName);
  await expect(form).toContainText('Not saved yet');
  const admin = freshGsm();
  await form.getByLabel('Company title').fill('Test Lokantacılık A.Ş.');
  await form.getByLabel('Tax office').fill('Kadıköy');
  await form.getByLabel('Tax number').fill('12345');
  await form.getByLabel('Signatory name').fill('Deniz Kaya');
  // Both numbers have a country picker (Türkiye by default); the company's phone may be a landline.
  await expect(form.getByRole('button', { name: 'Country: Türkiye +90' })).toHaveCount(2);
  await form.getByLabel('Signatory mobile').fill(admin.national);
  await form.getByLabel('Phone', { exact: true }).fill('212 244');
  await form.getByLabel('E-mail').fill('muhasebe@example.com');
  await form.getByLabel('Address').fill('Moda Cad. 12, Kadıköy, İstanbul');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('10 digits (tax number) or 11 digits (Turkish ID number)')).toBeVisible();
  // A number that is not one is marked with its own message.
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription('This phone number is not valid');
  await form.getByLabel('Tax number').fill('1234567890');
  await form.getByLabel('Phone', { exact: true }).fill('212 244 55 66');
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('212 244 55 66');
  const saved = page.waitForResponse('**/api/contract/saveStoreContract');
  await form.getByRole('button', { name: 'Save' }).click();
  // Saved in E.164: the country code added, no '+212…'.
  expect(await (await saved).json()).toMatchObject({ adminGsm: admin.e164, phone: '+902122445566' });
  await expect(page.getByText('Store contract saved')).toBeVisible();
  await expect(form).toContainText(/Last saved .*, main contract version \d+/);
  // The numbers come back in their country's groups.
  await expect(form.getByLabel('Signatory mobile')).toHaveValue(spaced(admin.national));
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('212 244 55 66');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Store contract' }).getByLabel('Company title')).toHaveValue(
    'Test Lokantacılık A.Ş.',
  );

  const sms = page.getByRole('region', { name: 'Send contract link by SMS' });
  await expect(sms.getByLabel('Mobile number')).toHaveValue(spaced(admin.national));
  const before = smsTo(admin.e164).length;
  await sms.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(`The contract link was sent to +90 ${spaced(admin.national)}`)).toBeVisible();
  await expect.poll(() => smsTo(admin.e164).length).toBe(before + 1);
  expect(smsTo(admin.e164).at(-1)!.text).toContain(`/contract/${storeId}`);
});

test.describe('on a phone', () => {
  test('the legal notes list fits and the editor fills the screen', async ({ page }) => {
    const { storeId } = await signInWithStore(page);
    // Signed in on a desktop-sized window (the helper reads the sidebar), then narrowed to a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await saveNoteByApi(page, {
      storeId,
      type: 'clarification-text',
      lang: 'tr',
      caption: 'KVKK Aydınlatma Metni',
      detail: '<h2>Aydınlatma</h2><p>Verileriniz <strong>6698 sayılı Kanun</strong> kapsamında işlenir.</p>',
    });
    await saveNoteByApi(page, {
      storeId,
      type: 'membership-agreement',
      lang: 'en',
      caption: 'Membership Agreement',
      detail: '<p>Terms of membership.</p>',
    });
    await page.goto('/main/legal-notes');
    // The shared data grid: each note with its type and language, and its buttons named by its caption.
    const grid = page.getByRole('main');
    await expect(grid.getByText('KVKK Aydınlatma Metni', { exact: true })).toBeVisible();
    await expect(grid.getByText('Clarification text', { exact: true })).toBeVisible();
    await expect(grid.getByText('Membership Agreement', { exact: true })).toBeVisible();
    await expect(grid.getByText('English', { exact: true })).toBeVisible();
    await screenshot(page, 'legal-notes-phone');

    await grid.getByRole('button', { name: 'Edit: KVKK Aydınlatma Metni' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit legal note' });
    await expect(dialog.getByRole('textbox', { name: 'Text' })).toContainText('6698 sayılı Kanun');
    await expect(dialog.getByRole('button', { name: 'Heading 2' })).toBeVisible();
    await screenshot(page, 'legal-notes-phone-editor');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The contract screen fits a phone too.
    await page.goto('/main/contract-text');
    await expect(page.getByRole('region', { name: 'Store contract' }).getByLabel('Company title')).toBeVisible();
    await screenshot(page, 'contract-text-phone');
  });
});
