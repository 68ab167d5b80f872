import type { Page } from 'playwright-core';
import { demoPassword } from './api';

/** Signs in through the login page, as a person would, and waits for the home page's greeting. */
export async function signIn(page: Page, baseUrl: string, email: string, password = demoPassword): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: /^Olá, / }).waitFor();
}
