import { expect, test } from './fixtures';
import { layoutProblems } from './layout-check';

/**
 * The layout check itself (issue 37), on a real page with the faults it is there to find put in: it
 * passes every route only because it would fail one that had them.
 */
test('the layout check finds text cut off at the bottom, an icon without a picture and one whose picture does not load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The picture "does not load": the request fails, as it would on a wrong address or a missing file.
  await page.route('**/missing-icon.svg', (route) => route.abort());
  await page.goto('/planai');
  expect(await layoutProblems(page, true)).toEqual([]);

  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const box = document.createElement('div');
    box.style.height = '1.5rem';
    box.style.overflow = 'hidden';
    const text = document.createElement('p');
    text.textContent = 'Šis sakinys per ilgas dėžutei, kuri slepia tai, kas netelpa: antroji jo eilutė nukirpta apačioje.';
    box.append(text);
    const bare = document.createElement('span');
    bare.className = 'icon';
    const lost = document.createElement('span');
    lost.className = 'icon icon--lost';
    lost.style.setProperty('--icon', "url('/assets/missing-icon.svg')");
    main.prepend(box, bare, lost);
  });
  const problems = await layoutProblems(page, true);
  expect(problems).toContainEqual(expect.stringMatching(/^text cut off at the bottom: <p> "Šis sakinys/));
  expect(problems).toContain('an icon with no picture of its own: <span.icon>');
  expect(problems).toContainEqual(expect.stringMatching(/^an icon's picture does not load: https:\/\/.*\/assets\/missing-icon\.svg$/));
});
