// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();

describe('texts from the API (core §5 resource groups)', () => {
  it("shows the resource group's validation message instead of the generated one", async () => {
    server.use(
      http.get('*/api/resource/groups', () =>
        HttpResponse.json([{ name: 'Validation', resources: [{ key: 'Required', value: 'Šį lauką užpildyti būtina (CMS)' }] }]),
      ),
    );
    const { services } = await renderApp('/prisijungti?useAutoLogin=false');
    await waitFor(() => expect(services.i18n.t('validation:Required')).toBe('Šį lauką užpildyti būtina (CMS)'));
    await userEvent.click(await screen.findByRole('button', { name: lt.forms.login.submit }, { timeout: 15_000 }));
    expect((await screen.findAllByText('Šį lauką užpildyti būtina (CMS)')).length).toBeGreaterThan(0);
    // The other generated validation texts are still there.
    expect(services.i18n.t('validation:NumberFormat')).toBe(lt.validation.NumberFormat);
  });

  it('keeps the generated texts when the resource groups fail to load', async () => {
    server.use(http.get('*/api/resource/groups', () => HttpResponse.json({}, { status: 500 })));
    const { services } = await renderApp('/prisijungti?useAutoLogin=false');
    await screen.findByRole('button', { name: lt.forms.login.submit }, { timeout: 15_000 });
    expect(services.i18n.t('validation:Required')).toBe(lt.validation.Required);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
