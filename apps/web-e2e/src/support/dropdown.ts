import type { Locator, Page } from 'playwright-core';

/** The styled (Fomantic) selection dropdown named `name`: a listbox, or a combobox where it searches. */
export function styledDropdown(scope: Page | Locator, name: string): Locator {
  return scope
    .locator('.ui.selection.dropdown')
    .and(scope.getByRole('listbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true })));
}

/** Picks `option` in the styled dropdown named `name` under `scope`, the way a person does: open it, click the option. */
export async function chooseInDropdown(scope: Page | Locator, name: string, option: string): Promise<void> {
  const dropdown = styledDropdown(scope, name);
  await dropdown.click();
  await dropdown.getByRole('option', { name: option, exact: true }).click();
}

/** The `select` elements a person can see in `scope`: each named by its label or id, for a failure message. */
export async function visibleSelects(scope: Page | Locator): Promise<string[]> {
  const selects = scope.locator('select');
  const names: string[] = [];
  for (const select of await selects.all()) {
    if (!(await select.isVisible())) continue;
    names.push(
      (await select.getAttribute('aria-label')) ??
        (await select.getAttribute('id')) ??
        (await select.evaluate((node) => node.outerHTML.slice(0, 80))),
    );
  }
  return names;
}

/** Waits until the styled dropdown named `name` shows `expected` as its choice (choices load after the page). */
export async function expectDropdownText(scope: Page | Locator, name: string, expected: string, timeoutMs = 10_000): Promise<void> {
  const shown = styledDropdown(scope, name).locator(':scope > .text');
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    text = ((await shown.textContent({ timeout: timeoutMs })) ?? '').trim();
    if (text === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(text).toBe(expected);
}
