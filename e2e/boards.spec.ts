// Creating boards with the three-step wizard (spec §2 Create board, §5 Board creation) and managing
// them on the dashboard (spec §2 Dashboard).
import { expect, type Page, test } from '@playwright/test';
import {
  boardCard,
  cardFact,
  createBoardViaWizard,
  EMPTY_BOARDS,
  expectDashboard,
  expectStat,
  nameAndPickTemplate,
  registerViaUi,
  TEMPLATES,
  type TemplateInfo,
  uniqueUser,
} from './support.ts';

const MAX_TAGS = 5;

async function startNewBoard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Create New Board' }).click();
  await expect(page).toHaveURL(/\/board\/new$/);
}

async function expectCard(page: Page, name: string, template: TemplateInfo): Promise<void> {
  const card = boardCard(page, name);
  await expect(card).toBeVisible();
  for (const seat of template.seats.slice(0, MAX_TAGS)) {
    await expect(card.getByText(seat, { exact: true })).toBeVisible();
  }
  for (const seat of template.seats.slice(MAX_TAGS)) {
    await expect(card.getByText(seat, { exact: true })).toHaveCount(0);
  }
  await expect(card.getByText(`+${template.seats.length - MAX_TAGS} more`, { exact: true })).toBeVisible();
  await expect(cardFact(card, 'Board Size')).toHaveText(String(template.seats.length));
  await expect(cardFact(card, 'Type')).toHaveText(template.name);
  await expect(cardFact(card, 'Sessions Run')).toHaveText('0');
}

test('boards from all three templates appear on the dashboard, and one is deleted', async ({ page }) => {
  const user = uniqueUser('boards');
  await registerViaUi(page, user);
  await expect(page.getByText(EMPTY_BOARDS)).toBeVisible();
  await expectStat(page, 'Your Boards', '0');

  const boards = [
    { name: `Seed round ${user.username}`, template: TEMPLATES.startup },
    { name: `Scale-up ${user.username}`, template: TEMPLATES.growth },
    { name: `Turnaround ${user.username}`, template: TEMPLATES.crisis },
  ];
  for (const board of boards) {
    await page.goto('/dashboard');
    await startNewBoard(page);
    await createBoardViaWizard(page, board.name, board.template);
  }

  await page.getByRole('link', { name: 'Back to your boards' }).click();
  await expectDashboard(page);
  for (const board of boards) await expectCard(page, board.name, board.template);
  await expectStat(page, 'Your Boards', '3');
  await expectStat(page, 'Total Sessions', '0');
  await expectStat(page, 'Avg Board Size', '6.3'); // (6 + 7 + 6) / 3

  // Deleting asks first; cancelling keeps the board.
  const growth = boards[1]!;
  const growthCard = boardCard(page, growth.name);
  await growthCard.getByRole('button', { name: `Delete board ${growth.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete board' });
  await expect(dialog.getByText('Are you sure you want to delete this board?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(growthCard).toBeVisible();
  await expectStat(page, 'Your Boards', '3');

  await growthCard.getByRole('button', { name: `Delete board ${growth.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: growth.name, exact: true })).toHaveCount(0);
  await expectStat(page, 'Your Boards', '2');
  await expectStat(page, 'Avg Board Size', '6');
  await expectCard(page, boards[0]!.name, boards[0]!.template);
  await expectCard(page, boards[2]!.name, boards[2]!.template);
});

test('weights must sum to 100 and Auto-Balance fixes them', async ({ page }) => {
  const user = uniqueUser('weights');
  await registerViaUi(page, user);
  await startNewBoard(page);
  await nameAndPickTemplate(page, `Weights ${user.username}`, TEMPLATES.startup);

  const create = page.getByRole('button', { name: 'Create Board' });
  const ceoWeight = page.getByRole('textbox', { name: 'CEO weight in percent' });
  await expect(create).toBeEnabled();
  await expect(page.getByText('Total: 100%')).toBeVisible();
  const balanced = await ceoWeight.inputValue();

  await ceoWeight.fill('40');
  await expect(page.getByText(/^Weights must sum to 100% \(currently \d+(\.\d)?%\)$/)).toBeVisible();
  const total = 100 - Number.parseInt(balanced, 10) + 40;
  await expect(page.getByText(`Weights must sum to 100% (currently ${total}%)`)).toBeVisible();
  await expect(page.getByText(`Total: ${total}%`)).toBeVisible();
  await expect(create).toBeDisabled();

  await page.getByRole('button', { name: 'Auto-Balance' }).click();
  await expect(page.getByText(/Weights must sum to 100%/)).toHaveCount(0);
  await expect(page.getByText('Total: 100%')).toBeVisible();
  await expect(ceoWeight).toHaveValue(balanced);
  await expect(create).toBeEnabled();
});

test('a board needs at least two members', async ({ page }) => {
  const user = uniqueUser('seats');
  await registerViaUi(page, user);
  await startNewBoard(page);
  await nameAndPickTemplate(page, `Seats ${user.username}`, TEMPLATES.startup);

  const [kept, ...others] = TEMPLATES.startup.seats;
  for (const seat of others) {
    await page.getByRole('checkbox', { name: seat, exact: true }).uncheck();
  }
  await expect(page.getByRole('checkbox', { name: kept, exact: true })).toBeChecked();
  await expect(page.getByText('Board members (1 selected)')).toBeVisible();
  await expect(page.getByText('Select at least 2 board members')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Board' })).toBeDisabled();

  await page.getByRole('checkbox', { name: 'CFO', exact: true }).check();
  await expect(page.getByText('Select at least 2 board members')).toHaveCount(0);
});

test('a template in the link is preselected, and Cancel returns to the dashboard', async ({ page }) => {
  await registerViaUi(page, uniqueUser('preset'));
  await page.goto('/board/new?template=crisis-board');
  await expect(page.getByRole('heading', { name: 'Create Your Board' })).toBeVisible();
  await expect(page.getByText('Template: Crisis Management Board')).toBeVisible();
  await expect(page.getByText(`Board members (${TEMPLATES.crisis.seats.length} selected)`)).toBeVisible();
  for (const seat of TEMPLATES.crisis.seats) {
    await expect(page.getByRole('checkbox', { name: seat, exact: true })).toBeChecked();
  }
  await expect(page.getByRole('checkbox', { name: 'CTO', exact: true })).not.toBeChecked();
  // The name is still missing, so the board cannot be created yet.
  await expect(page.getByText('Board name is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Board' })).toBeDisabled();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectDashboard(page);
  await expect(page.getByText(EMPTY_BOARDS)).toBeVisible();
});
