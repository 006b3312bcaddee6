import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The User Journey table (English or Arabic). */
export function peopleTable(page: Page): Locator {
  return page.getByRole('table', { name: /^(User Journey|رحلة المستخدم)$/ });
}

/** The table's row of the person with this e-mail address. */
export function userRow(page: Page, email: string): Locator {
  return peopleTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(email, { exact: true }) });
}

/**
 * Searches the people for one e-mail address and waits for that search's answer. Until it arrives the
 * table keeps the rows it showed (the list's placeholder), and a row clicked then moves under the pointer
 * when the answer replaces them.
 */
export async function searchForPerson(page: Page, email: string): Promise<Locator> {
  await page.getByRole('searchbox').fill(email);
  const bodyRows = peopleTable(page).getByRole('rowgroup').last().getByRole('row');
  await expect(bodyRows).toHaveCount(1);
  const row = userRow(page, email);
  await expect(row).toHaveCount(1);
  return row;
}
