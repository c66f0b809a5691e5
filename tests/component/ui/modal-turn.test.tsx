// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '@/shared/ui/Modal';
import { createTestI18n } from '../forms/helpers';

afterEach(cleanup);

/** Two modals that open by themselves, as a banner's and an error popup would, and one opened from inside the first. */
function Page({ second = true }: { second?: boolean }) {
  const [first, setFirst] = useState(true);
  const [other, setOther] = useState(second);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Modal open={first} title="Pirmas" onClose={() => setFirst(false)}>
        <button type="button" onClick={() => setConfirm(true)}>
          Patvirtinti
        </button>
      </Modal>
      <Modal open={other} title="Antras" onClose={() => setOther(false)} />
      <Modal open={confirm} title="Patvirtinimas" onClose={() => setConfirm(false)} />
    </>
  );
}

/** The page with the portal's texts in lt (the modals' close button: "Uždaryti"). */
async function renderPage(props: { second?: boolean } = {}) {
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <Page {...props} />
    </I18nextProvider>,
  );
}

describe('one modal at a time (issue 37)', () => {
  it('keeps a modal that opens by itself waiting while another is open, and opens it when that one closes', async () => {
    const user = userEvent.setup();
    await renderPage();
    const first = screen.getByRole('dialog', { name: 'Pirmas' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: 'Uždaryti' }));
    expect(screen.getByRole('dialog', { name: 'Antras' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('locks the page behind while any modal is on screen, whoever opened it, and frees it when the last closes', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(document.documentElement).toHaveClass('scroll-locked');
    await user.click(within(screen.getByRole('dialog', { name: 'Pirmas' })).getByRole('button', { name: 'Uždaryti' }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    await user.click(within(screen.getByRole('dialog', { name: 'Antras' })).getByRole('button', { name: 'Uždaryti' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('opens one the visitor asked for from inside the open modal over it, and goes back to it after', async () => {
    const user = userEvent.setup();
    await renderPage({ second: false });
    await user.click(within(screen.getByRole('dialog', { name: 'Pirmas' })).getByRole('button', { name: 'Patvirtinti' }));
    const confirm = screen.getByRole('dialog', { name: 'Patvirtinimas' });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await user.click(within(confirm).getByRole('button', { name: 'Uždaryti' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Pirmas' })).toBeInTheDocument();
  });
});
