// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { isPreviewing } from '@/shared/clock';
import { startPreviewClock } from '@/shared/preview/preview-clock';
import { left, server, useSandboxServer } from '../harness';
import { renderShell } from './render-shell';

useSandboxServer();
afterEach(() => {
  cleanup();
  // Back to the real time for the next test (a tab's preview is in sessionStorage, which the harness clears).
  startPreviewClock(new URL('http://localhost/?at=now'), sessionStorage);
});

const texts = lt.shell.preview;
const landing = href('EarphonesPage');
const preview = (at: string) => startPreviewClock(new URL(`http://localhost${landing}?at=${at}`), sessionStorage);
const bar = () => screen.findByRole('complementary', { name: texts.label }, { timeout: 10_000 });

describe('the preview bar (product staff, ?at= on the development server and staging hosts)', () => {
  it('shows the page as of the instant, says which, and goes to another or back to now by a page load', async () => {
    preview('2099-12-25T10:00');
    expect(isPreviewing()).toBe(true);
    await renderShell(landing);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/akcija baigėsi/);
    const region = await bar();
    expect(within(region).getByText(/^Peržiūra: portalas rodomas kaip 2099 m\. gruodžio 25 d\. 10:0\d/)).toBeInTheDocument();
    // The API was told the instant (Preview-At) and said back it answers as of then (issue 49).
    expect(await within(region).findByText(texts.apiFollows.trim())).toBeInTheDocument();

    await userEvent.click(within(region).getByText(/^Peržiūra:/));
    const field = within(region).getByLabelText(texts.instant);
    await userEvent.clear(field);
    await userEvent.click(within(region).getByRole('button', { name: texts.show }));
    expect(field).toHaveAccessibleDescription(texts.missing);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(left).toEqual([]);

    await userEvent.type(field, '2027-01-10T09:30');
    await userEvent.click(within(region).getByRole('button', { name: texts.show }));
    expect(left).toEqual([`${landing}?at=2027-01-10T09%3A30`]);
    await userEvent.click(within(region).getByRole('button', { name: texts.end }));
    expect(left.at(-1)).toBe(`${landing}?at=now`);
  });

  it("says when the API's data shows today: an API that does not send the preview header back", async () => {
    const told: (string | null)[] = [];
    server.use(
      http.get('*/api/corporate/discounts', ({ request }) => {
        told.push(request.headers.get('Preview-At'));
        return HttpResponse.json([]);
      }),
    );
    preview('2099-12-25T10:00');
    await renderShell(href('Discounts'));
    const region = await bar();
    expect(await within(region).findByText(texts.apiToday.trim())).toBeInTheDocument();
    expect(told[0]).toMatch(/^2099-12-25T08:0\d:/);
  });

  it('says so when it cannot read the instant, and the clock stays at the real time', async () => {
    preview('24.12.2026');
    expect(isPreviewing()).toBe(false);
    await renderShell(landing);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/akcija baigėsi/);
    const region = await bar();
    expect(within(region).getByText(texts.unreadable.replace('{{text}}', '24.12.2026'))).toBeVisible();
    expect(within(region).getByLabelText(texts.instant)).toBeVisible();
  });

  it('is not there without a preview', async () => {
    await renderShell(landing);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/akcija baigėsi/);
    expect(screen.queryByRole('complementary', { name: texts.label })).toBeNull();
  });
});
