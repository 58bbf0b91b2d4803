// The accessibility check every screen's browser test runs: axe-core (the engine behind browsers'
// accessibility audits) on the page as it is, failing on serious or critical violations with a
// list that says what failed and where. Call it once the screen shows its real data:
//
//   await expect(page.getByRole('heading', { name: 'Your Boards' })).toBeVisible();
//   await expectNoSeriousA11yViolations(page, 'dashboard');
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  /** One line per offending element: its selector, its HTML (cut) and axe's explanation. */
  nodes: string[];
}

export interface A11yCheckOptions {
  /** Report and keep going (expect.soft) so one run lists every screen's violations. */
  soft?: boolean;
  /** Selectors axe leaves out (e.g. a third-party widget the app does not render). */
  exclude?: string[];
}

/** Serious and critical axe violations on the page as it is now. */
export async function seriousA11yViolations(page: Page, exclude: string[] = []): Promise<A11yViolation[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) =>
        [n.target.join(' '), n.html.slice(0, 160), (n.failureSummary ?? '').replace(/\s+/g, ' ').trim()].join(
          ' — ',
        ),
      ),
    }));
}

/** Fails (or with `soft`, records a failure) when the screen has serious or critical violations. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  screen: string = new URL(page.url()).pathname,
  options: A11yCheckOptions = {},
): Promise<void> {
  const violations = await seriousA11yViolations(page, options.exclude);
  const count = violations.reduce((sum, v) => sum + v.nodes.length, 0);
  test.info().annotations.push({ type: 'a11y', description: `${screen}: ${count} serious/critical` });
  console.info(`a11y ${screen}: ${violations.length} rules, ${count} elements serious/critical`);
  const check = options.soft ? expect.soft : expect;
  check(violations, `Accessibility of ${screen}:\n${listViolations(violations)}`).toEqual([]);
}

function listViolations(violations: readonly A11yViolation[]): string {
  return violations
    .map((v) => `- [${v.impact}] ${v.rule}: ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}

/**
 * Waits for finite CSS animations and transitions (Mantine's fades, a modal opening) to end: axe
 * measures colours as drawn, and a half-faded element would be reported for contrast it does not
 * have once shown. Endless ones (loaders) are left alone.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
