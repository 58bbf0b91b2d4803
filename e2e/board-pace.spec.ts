// Deliberation on the directors' own time, in the browser: the owner makes the board
// asynchronous in Manage Members, and a person chooses how they hear of each kind of
// notification on the settings page every e-mail links to (its unsubscribe link).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { createAccountWithBoard, signInWithToken } from './meetings-support.ts';

test('the owner sets the board’s pace to asynchronous and chooses how they hear of cancelled meetings', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccountWithBoard(request, 'pace');
  await signInWithToken(page, account.token);

  await page.goto(`/board/${account.boardId}/members`);
  await expect(page.getByRole('heading', { name: 'Manage Members', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const pace = page.getByRole('form', { name: 'Pace' });
  await expect(pace.getByRole('radio', { name: /^Live/ })).toBeChecked();
  await expect(pace.getByRole('button', { name: 'Save Pace' })).toBeDisabled();
  await pace.getByRole('radio', { name: /^Asynchronous/ }).check();
  await pace.getByRole('button', { name: 'Save Pace' }).click();
  await expect(page.getByText('The board now works asynchronously')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Pace' }).getByRole('radio', { name: /^Asynchronous/ }),
  ).toBeChecked();

  await page.goto('/notifications');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const cancelled = page.getByRole('combobox', { name: 'Meetings cancelled' });
  await expect(cancelled).toHaveValue('both');
  await cancelled.selectOption('off');
  await expect(page.getByText('Meetings cancelled: Off')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Meetings cancelled' })).toHaveValue('off');
  // Checked once no toast is shown (a toast's close button is Mantine's, not this screen's).
  await expectNoSeriousA11yViolations(page, '/settings/notifications');
});
