import { expect, test } from '../e2e/support/fixtures';
import { login } from './support/sign-in';

// The api build against the /api façade, with single answers replaced as a server that is not ours may give them.

test('a comment save answered with broken JSON keeps the comment and says to check whether it was saved', async ({
  page,
}) => {
  await login(page, 'mehmet.yilmaz@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/tasks');
  await page
    .getByRole('main')
    .getByRole('link', { name: /./ })
    .filter({ hasNot: page.getByRole('img') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  // From now on the server answers this task's comments, the save and any re-read of the list, with broken JSON.
  await page.route(/\/api\/tasks\/\d+\/comments$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken' }),
  );

  const comment = page.getByRole('textbox', { name: 'Neuer Kommentar' });
  await comment.fill('Die Vorlage ist geprüft.');
  await page.getByRole('button', { name: 'Kommentar senden' }).click();

  await expect(
    page.getByText('Die Antwort des Servers war unvollständig. Bitte prüfen Sie, ob Ihre Änderung gespeichert wurde.'),
  ).toBeVisible();
  await expect(comment).toHaveValue('Die Vorlage ist geprüft.');
});
