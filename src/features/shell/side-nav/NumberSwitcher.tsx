import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Language } from '@generated/routes';
import { accountNumbers, switchNumber } from '@/shared/account/switch-number';
import { useResource } from '@/shared/api/resource';
import { formatPhone } from '@/shared/format/phone';
import { ensureNamespaces, hasTexts } from '@/shared/i18n/ensure-texts';
import { useServices } from '@/shared/services';

/**
 * The account's other numbers (issue 51): one login holding a family's or a small business's numbers switches
 * between them here. The page stays; its data and the menu's reload for the chosen number. Shown only when the
 * login manages more than one number (its code loads only then, UserInfo.tsx); a failed switch keeps the old number
 * and says why in the error popup.
 */
export default function NumberSwitcher({ lang, current }: { lang: Language; current: string | undefined }) {
  const { t } = useTranslation('lines', { lng: lang });
  const services = useServices();
  const revalidator = useRevalidator();
  const { data: numbers } = useResource(accountNumbers(services));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // Its texts are the issue-51 screens' (lines), which only a login with several numbers loads.
  const [texts, setTexts] = useState(() => hasTexts(services.i18n, 'lines'));
  useEffect(() => {
    if (texts) return undefined;
    let live = true;
    ensureNamespaces(services.i18n, 'lines').then(
      () => live && setTexts(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [texts, services]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!numbers || numbers.length < 2 || !texts) return null;
  const choose = async (msisdn: string) => {
    if (busy) return;
    setBusy(msisdn);
    setSaid('');
    try {
      await switchNumber(services, msisdn);
      await revalidator.revalidate();
      setOpen(false);
      setSaid(t('numbers.switched', { number: formatPhone(msisdn) }));
      toggle.current?.focus();
    } catch (error) {
      services.fail(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="number-switcher">
      <button
        ref={toggle}
        type="button"
        className="number-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('numbers.switch')}
      </button>
      <ul id={listId} className="number-switcher__list" hidden={!open} aria-label={t('numbers.label')}>
        {numbers.map((number) => {
          const here = number.msisdn === current;
          return (
            <li key={number.msisdn}>
              <button
                type="button"
                className="number-switcher__number"
                aria-current={here || undefined}
                aria-busy={busy === number.msisdn || undefined}
                onClick={() => (here ? setOpen(false) : void choose(number.msisdn))}
              >
                <span className="number-switcher__msisdn">{formatPhone(number.msisdn)}</span>
                <span className="number-switcher__who">
                  {[
                    number.userName,
                    t(`numbers.types.${number.customerType}`),
                    number.simStatus === 'blocked' ? t('numbers.blocked') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </div>
  );
}
