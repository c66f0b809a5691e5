// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, useSandboxServer } from '../harness';

/**
 * A form's texts (labels, help, messages) are a chunk fetched when the form is first shown. Here the
 * `forms` chunk is lost while `failures` is above zero, as a request would be on a bad network.
 */
const network = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@/shared/i18n/load-namespace', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shared/i18n/load-namespace')>();
  return {
    ...original,
    loadNamespace: (language: Parameters<typeof original.loadNamespace>[0], ns: Parameters<typeof original.loadNamespace>[1]) => {
      if (ns === 'forms' && network.failures > 0) {
        network.failures -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return original.loadNamespace(language, ns);
    },
  };
});

useSandboxServer();
afterEach(() => {
  cleanup();
  network.failures = 0;
});

const slow = { timeout: 15_000 };

describe('a form whose texts do not load', { timeout: 60_000 }, () => {
  it('shows the screen’s error and a retry instead of a form of keys, and the form once they load', async () => {
    network.failures = Infinity;
    await renderApp('/prisijungti');
    const popup = await screen.findByRole('alertdialog', {}, slow);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: lt.routes.Login.title })).toBeInTheDocument();
    expect(within(main).getByText(lt.errors.screenLoad.description)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.body).not.toHaveTextContent('forms:');

    network.failures = 0;
    await userEvent.click(within(popup).getByRole('button', { name: lt.errors.retry }));
    expect(await screen.findByRole('textbox', { name: lt.forms.login.msisdn.label }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: lt.forms.login.submit })).toBeInTheDocument();
  });

  it('shows the form when a lost chunk arrives on a later try', async () => {
    network.failures = 1;
    await renderApp('/prisijungti');
    expect(await screen.findByRole('textbox', { name: lt.forms.login.msisdn.label }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
