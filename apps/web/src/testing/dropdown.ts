import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The styled (Fomantic) dropdown named `name`: a listbox, or a combobox where it searches, whose options are its choices. */
export function dropdown(name: string, scope: HTMLElement = document.body): HTMLElement {
  const found = within(scope).queryByRole('listbox', { name }) ?? within(scope).queryByRole('combobox', { name });
  return found ?? within(scope).getByRole('listbox', { name });
}

/** Picks `option` in the dropdown named `name` as a person does: open it, click the choice (waiting for it to load). */
export async function chooseOption(user: UserEvent, name: string, option: string, scope?: HTMLElement): Promise<void> {
  const box = dropdown(name, scope);
  await user.click(box);
  await user.click(await within(box).findByRole('option', { name: option }));
}

/** The text the dropdown named `name` shows: its chosen option, else its placeholder. */
export function dropdownText(name: string, scope?: HTMLElement): string {
  return dropdown(name, scope).querySelector(':scope > .text')?.textContent ?? '';
}
