// Two admins (two browsers' sessions) edit the same company in the console as production serves it:
// the second save is refused with the API's 409 message, what was typed stays, 'Reload' shows what
// the first admin stored beside it, and saving again then applies the typed values on purpose.
import { openPage, seriousViolations, screenshot } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import { allowFailedLoads, expectToast, fieldValue, fillForm, openConsole, openSection, rowOf, signIn } from './support/admin-console.mjs';

const env = useWholeStack('stale-edit', { microCache: false });
const STALE = 'This item was changed elsewhere; reload it to see the changes';

async function editFirstCompany(opened) {
  const { page } = opened;
  await page.goto(`${env.stack.url}/admin/`);
  await signIn(page);
  await openSection(page, 'Companies');
  const list = page.getByRole('list', { name: 'Companies', exact: true });
  await list.getByRole('listitem').first().waitFor();
  await list.getByRole('button', { name: /^Edit / }).first().click();
  return page.getByRole('form', { name: 'Edit Company', exact: true });
}

it("refuses the second admin's stale save, keeps what they typed, shows the stored version, then saves on purpose", async () => {
  const first = await openConsole(env.browser);
  // The failed loads the second admin's console makes on purpose: openConsole's (signed out at first) and the refused save.
  const second = allowFailedLoads(await openPage(env.browser), [
    { status: 401, text: 'Unauthorized', path: /^\/api\/auth\/me$/ },
    { status: 409, text: 'Conflict', path: /^\/api\/admin\/companies\/\d+$/ },
  ]);
  const [firstForm, secondForm] = [await editFirstCompany(first), await editFirstCompany(second)];
  const original = await fieldValue(firstForm, 'Company Name');

  await fillForm(firstForm, { 'Company Name': 'Saved by the first admin' });
  await firstForm.getByRole('button', { name: 'Update Company', exact: true }).click();
  await expectToast(first.page, 'Success', 'Company updated successfully');

  await fillForm(secondForm, { 'Company Name': 'Typed by the second admin', 'Display Order': '42' });
  await secondForm.getByRole('button', { name: 'Update Company', exact: true }).click();
  const notice = secondForm.getByRole('alert');
  await notice.getByText(STALE, { exact: true }).waitFor();
  await expectToast(second.page, 'Error', `409: ${STALE}`, 'destructive');
  expect(await fieldValue(secondForm, 'Company Name')).toBe('Typed by the second admin');

  await notice.getByRole('button', { name: 'Reload', exact: true }).click();
  const stored = secondForm.getByRole('status', { name: 'Stored version' });
  await stored.getByText('Saved by the first admin', { exact: true }).waitFor();
  expect(await fieldValue(secondForm, 'Company Name')).toBe('Typed by the second admin');
  expect(await seriousViolations(second.page)).toEqual([]);
  await screenshot(second.page, 'admin-stale-edit');

  await secondForm.getByRole('button', { name: 'Update Company', exact: true }).click();
  await expectToast(second.page, 'Success', 'Company updated successfully');
  await rowOf(second.page, 'Companies', 'Typed by the second admin').waitFor();
  await first.page.reload();
  await openSection(first.page, 'Companies');
  await rowOf(first.page, 'Companies', 'Typed by the second admin').waitFor();
  expect(original).not.toBe('Typed by the second admin');

  expect(first.unexpected()).toEqual([]);
  expect(second.unexpected()).toEqual([]);
});
