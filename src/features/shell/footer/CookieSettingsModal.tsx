import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { useServices } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { useModal } from '@/shared/ui/modal-store';
import { readCookieChoice, saveCookieChoice, type CookieChoice } from './cookie-consent';

export const COOKIE_SETTINGS_MODAL = 'cookie-settings';

const CHOICES: readonly CookieChoice[] = ['necessary', 'all'];

/** The footer's cookie-settings item opens this: the current consent choice, and a way to change it. */
export function CookieSettingsModal({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const { modals } = useServices();
  const open = !!useModal(modals, COOKIE_SETTINGS_MODAL);
  const [saved, setSaved] = useState<CookieChoice | undefined>();
  const [choice, setChoice] = useState<CookieChoice>('necessary');
  const name = useId();
  useEffect(() => {
    if (!open) return;
    const current = readCookieChoice();
    setSaved(current);
    setChoice(current ?? 'necessary');
  }, [open]);
  const close = () => modals.hide(COOKIE_SETTINGS_MODAL);
  return (
    <Modal
      open={open}
      title={t('cookies.settings')}
      onClose={close}
      actions={
        <button
          type="button"
          className="button"
          onClick={() => {
            saveCookieChoice(choice);
            close();
          }}
        >
          {t('cookies.save')}
        </button>
      }
    >
      <p>{t('cookies.text')}</p>
      <p>{t('cookies.current', { choice: saved ? t(`cookies.choices.${saved}`) : t('cookies.notChosen') })}</p>
      <fieldset className="cookie-settings__choices">
        <legend>{t('cookies.choose')}</legend>
        {CHOICES.map((value) => (
          <label key={value} className="cookie-settings__choice">
            <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} />
            <span>{t(`cookies.choices.${value}`)}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
