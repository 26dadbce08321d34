import { expect, test, type Page } from '@playwright/test';
import { createUser, logIn, mailTo, ORIGIN } from './support/accounts.ts';
import { axeClean } from './support/axe.ts';
import { courseFixture, uploadCourse } from './support/courses.ts';

const run = Date.now().toString(36);

/** A user made with the command line and logged in in this page's context. */
async function login(page: Page, role: 'member' | 'admin' | 'owner', name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${run}@example.com`;
  createUser(email, name, role);
  await logIn(page, email);
  return email;
}

test('course review: a member asks to publish, an admin publishes one course and answers about another', async ({ page, browser }) => {
  // A long walk (three accounts made with the command line, two uploads, four languages).
  test.slow();
  // Not named after Granada: the demo course's search test (courses.spec.ts) expects to find it alone.
  const granada = `Alpujarra hills ${run}`;
  const berlin = `Spree loop ${run}`;
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberEmail = await login(member, 'member', 'Marta');
  const granadaCourse = await uploadCourse(member.request, {
    title: granada,
    distance: 'half',
    file: { name: 'granada-half-marathon.gpx', buffer: courseFixture('granada-half-marathon.gpx') },
  });
  await uploadCourse(member.request, {
    title: berlin,
    distance: 'marathon',
    file: { name: 'berlin-marathon.gpx', buffer: courseFixture('berlin-marathon.gpx') },
  });

  // French: the owner asks from the course page, with a note; a second request is refused.
  await member.goto(`/fr/parcours/${granadaCourse.slug}`);
  await expect(member.getByText('Ce parcours est privé')).toBeVisible();
  await member.getByLabel('Note pour l’équipe (facultatif)').fill('Tracé officiel 2026');
  await axeClean(member);
  await member.getByRole('button', { name: 'Demander la publication' }).click();
  await expect(member.getByText(`Votre demande est envoyée : l’équipe va vérifier « ${granada} ».`)).toBeVisible();
  await expect(member.getByText(/En attente de la vérification de l’équipe depuis le/)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Demander la publication' })).toHaveCount(0);
  // The same request again (a second tab, a replayed form) is refused with the date of the first.
  const again = await member.request.post(`/api/courses/${granadaCourse.uuid}/publish-request`, {
    form: { locale: 'fr', note: 'encore' },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  await member.goto(again.headers().location!);
  await expect(
    member.getByRole('alert').getByText(/Vous avez déjà demandé la publication de ce parcours le .+ ; l’équipe n’a pas encore répondu\./),
  ).toBeVisible();

  // Spanish: the second course is asked for from "My courses".
  await member.goto('/es/recorrido');
  await member.getByRole('button', { name: `Pedir la publicación de ${berlin}` }).click();
  await expect(member.getByText(`Tu solicitud se ha enviado: el equipo revisará «${berlin}».`)).toBeVisible();
  await expect(member.getByRole('row', { name: new RegExp(berlin) })).toContainText('pendiente de revisión');

  // English: the admin finds both in the queue (menu badge, dashboard tile) and publishes Granada.
  await login(page, 'admin', 'Alba');
  await page.goto('/en/admin/home');
  await expect(page.getByRole('heading', { name: 'Courses to review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bands built (30 days)' })).toBeVisible();
  await page
    .getByRole('navigation', { name: /admin/i })
    .getByRole('link', { name: /Course review/ })
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/course\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses waiting for review' })).toBeVisible();
  const granadaCard = page.getByRole('row').filter({ has: page.getByRole('link', { name: granada }) });
  await expect(granadaCard).toContainText(`Marta <${memberEmail}>`);
  await expect(granadaCard).toContainText('Tracé officiel 2026');
  await axeClean(page);
  await page.getByRole('button', { name: `Publish ${granada}` }).click();
  await expect(page.getByText(`“${granada}” is public now.`)).toBeVisible();
  await expect(page.getByRole('link', { name: granada })).toHaveCount(0);
  expect((await mailTo(memberEmail, 'course-published')).subject).toBe(`Votre parcours « ${granada} » est public`);

  // A guest finds it in the public course list.
  const guestContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guest = await guestContext.newPage();
  await guest.goto('/en/search?q=Alpujarra');
  await guest.getByRole('link', { name: granada }).click();
  await expect(guest.getByRole('heading', { level: 1, name: granada })).toBeVisible();
  await expect(guest.getByText('This course is private')).toHaveCount(0);

  // Italian: the admin answers about the Berlin course; the answer is mailed (in Spanish, the
  // language the member asked in) and shown to the owner on the course page.
  await page.goto('/it/admin/percorso/revisione');
  // The answer form folds under its row's "Risposta" (the queue is a table).
  await page
    .locator('summary', { hasText: /^Risposta$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Invia la risposta' }).click();
  await expect(page.getByText('Scrivi una risposta di al massimo 5000 caratteri.')).toBeVisible();
  await page.getByRole('textbox', { name: `Risposta su ${berlin}` }).fill('The start moved in 2025: please upload the new route.');
  await page.getByRole('button', { name: 'Invia la risposta' }).click();
  await expect(page.getByText(`La risposta su «${berlin}» è inviata al proprietario.`)).toBeVisible();
  await expect(page.getByText('Nessun percorso attende una verifica.')).toBeVisible();
  const answer = await mailTo(memberEmail, 'course-review-answer');
  expect(answer.subject).toBe(`Sobre tu recorrido «${berlin}»`);
  expect(answer.text).toContain('The start moved in 2025: please upload the new route.');
  await member.goto('/en/course');
  await member.getByRole('link', { name: berlin, exact: true }).click();
  await expect(member.getByText('The start moved in 2025: please upload the new route.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Ask to publish' })).toBeVisible();

  await page.goto('/en/admin/audit');
  await expect(page.getByRole('cell', { name: 'course.publish' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'course.answer' }).first()).toBeVisible();
  await Promise.all([memberContext.close(), guestContext.close()]);
});

test('bands built: printing one band twice counts one band built on the owner’s stats dashboard', async ({ page, request }) => {
  const s = Buffer.from(
    JSON.stringify({ plan: { bands: [{ goal: '3:59:59' }], distanceM: 42195 }, band: { title: `Stats ${run}` } }),
  ).toString('base64url');
  await login(page, 'owner', 'Olmo');
  await page.goto('/en/admin/stats?days=7');
  const built = async () =>
    Number(/\d+$/.exec((await page.getByRole('heading', { level: 2, name: /^Bands built: / }).textContent()) ?? '')![0]);
  const before = await built();
  await expect(page.getByText(/A band is built when its first print file/)).toBeVisible();
  for (const format of ['pdf', 'pdf', 'png']) expect((await request.get(`/api/bands/band.${format}?s=${s}&lang=en`)).status()).toBe(200);
  await page.reload();
  expect(await built()).toBe(before + 1);
  await expect(page.getByRole('img', { name: /^Bands built: \d+ in 7 days$/ })).toBeVisible();
});
