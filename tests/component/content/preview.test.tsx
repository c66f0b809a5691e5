// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { PREVIEW_TOKEN } from '@/sandbox/world/pages';
import { href } from '@/shared/routing/paths';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 10_000 };

/** Editors' preview of a CMS draft (/preview?pageId=…&previewToken=…). */
describe('the CMS preview (/preview)', () => {
  it("shows the draft the CMS's link names, with its token", async () => {
    await renderApp(`${href('Preview')}?pageId=101&previewToken=${PREVIEW_TOKEN}`);
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 2, name: 'Apie Pulsą (juodraštis)' }, LOAD)).toBeInTheDocument();
    expect(main.getByText('Naujas tekstas, dar nepaskelbtas.')).toBeInTheDocument();
  });

  it('a wrong token, or a page without one, is not found', async () => {
    await renderApp(`${href('Preview')}?pageId=101&previewToken=wrong`);
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, LOAD)).toBeInTheDocument();
    cleanup();
    await renderApp(`${href('Preview')}?pageId=101`);
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, LOAD)).toBeInTheDocument();
  });

  it('the bare address names no draft: it says how a preview is opened, in English too', async () => {
    await renderApp(href('Preview', {}, 'en'));
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(en.common.cmsPreview.howTo, {}, LOAD)).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 1, name: en.routes.Preview.title })).toBeInTheDocument();
    expect(main.getByRole('link', { name: en.common.cmsPreview.toHome })).toHaveAttribute('href', href('Home', {}, 'en'));
  });
});
