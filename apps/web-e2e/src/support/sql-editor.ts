import type { Page } from 'playwright-core';
import { pageApi } from './page-api';

/** A JSON call from the signed-in page, answering the created object's id where there is one. */
export const editorApi = (page: Page, method: string, path: string, body?: unknown) => pageApi<{ id?: number }>(page, method, path, body);

/** Replaces the SQL in the Ace editor the way a user would: focus, select all, type. */
export async function typeSql(page: Page, sql: string): Promise<void> {
  await page.getByRole('group', { name: 'SQL editor' }).locator('.ace_content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}
