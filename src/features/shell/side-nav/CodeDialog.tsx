import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { useServices, type Services } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { useModal } from '@/shared/ui/modal-store';

export type CodeKind = 'pukCode' | 'idCard';

export const codeModalId = (kind: CodeKind) => `side-nav-${kind}`;

/** The value, or undefined for none (204). */
async function loadCode(services: Services, kind: CodeKind): Promise<string | undefined> {
  if (kind === 'pukCode') return (await unwrap(services.api.GET('/user-information/puk-code')))?.pukCode;
  return (await unwrap(services.api.GET('/user-information/id-card')))?.cardId;
}

type State = { status: 'loading' } | { status: 'none' } | { status: 'ready'; value: string };

/**
 * The PUK code and id card dialogs (core §4 Menus events): the value loads when the dialog opens and
 * stays behind a label until clicked; clicking again hides it. A 204 answer means there is none;
 * a failed load is silently ignored (core §7) and shows the same "none", except the statuses that
 * leave the page (401 to Login, 403, 503), which go to the one failure handler.
 */
export function CodeDialog({ kind, lang }: { kind: CodeKind; lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const services = useServices();
  const id = codeModalId(kind);
  const open = !!useModal(services.modals, id);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setShown(false);
    setState({ status: 'loading' });
    loadCode(services, kind).then(
      (value) => live && setState(value ? { status: 'ready', value } : { status: 'none' }),
      (error: unknown) => {
        if (!live) return;
        // On a 401, 403 or 503 the user is on the way to Login, the root or maintenance: the dialog closes.
        // Core §7 ignores the rest.
        if (isHandled(error)) services.modals.hide(id);
        else setState({ status: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [open, services, kind, id]);
  // Its layout gone with it open (Back, a 401): the modal store outlives the layout, so close it there.
  useEffect(() => () => services.modals.hide(id), [services, id]);
  return (
    <Modal open={open} title={t(`sideNav.${kind}`)} onClose={() => services.modals.hide(id)}>
      <div aria-live="polite">
        {state.status === 'loading' ? <p>{t('loading')}</p> : null}
        {state.status === 'none' ? <p>{t('sideNav.none')}</p> : null}
        {state.status === 'ready' ? (
          <button type="button" className="button button--quiet" onClick={() => setShown((value) => !value)}>
            {shown ? (
              <>
                <span className="shell-code-value">{state.value}</span> <span className="visually-hidden">({t('sideNav.hideValue')})</span>
              </>
            ) : (
              t('sideNav.showValue')
            )}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
