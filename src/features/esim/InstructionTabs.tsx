import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const SYSTEMS = ['ios', 'android'] as const;
type System = (typeof SYSTEMS)[number];
const STEPS: Record<System, readonly string[]> = {
  ios: ['settings', 'add', 'scan', 'label'],
  android: ['settings', 'add', 'scan', 'label'],
};

/** A guess of the visitor's phone system, to open its tab first (iPhone and iPad report iOS in the user agent). */
function guessSystem(): System {
  return typeof navigator !== 'undefined' && /android/i.test(navigator.userAgent) ? 'android' : 'ios';
}

/**
 * How to install the eSIM, per phone system, as ARIA tabs: arrow keys, Home and End move between the
 * tabs (automatic activation), Tab goes into the panel.
 */
export function InstructionTabs() {
  const { t } = useTranslation('esim');
  const [selected, setSelected] = useState<System>(guessSystem);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = SYSTEMS.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: SYSTEMS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const system = SYSTEMS[(next + SYSTEMS.length) % SYSTEMS.length]!;
    setSelected(system);
    tabs.current[system]?.focus();
  };

  return (
    <section className="esim-tabs" aria-labelledby="esim-install-title">
      <h2 id="esim-install-title">{t('qr.installTitle')}</h2>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- WAI-ARIA tabs: focus sits on the tabs, arrow keys bubble here */}
      <div role="tablist" aria-label={t('qr.systemsLabel')} className="esim-tabs__list" onKeyDown={onKeyDown}>
        {SYSTEMS.map((system) => (
          <button
            key={system}
            ref={(element) => {
              tabs.current[system] = element;
            }}
            type="button"
            role="tab"
            id={`esim-tab-${system}`}
            aria-selected={system === selected}
            aria-controls={`esim-panel-${system}`}
            tabIndex={system === selected ? 0 : -1}
            className="esim-tabs__tab"
            onClick={() => setSelected(system)}
          >
            {t(`qr.systems.${system}.name`)}
          </button>
        ))}
      </div>
      {SYSTEMS.map((system) => (
        <div
          key={system}
          role="tabpanel"
          id={`esim-panel-${system}`}
          aria-labelledby={`esim-tab-${system}`}
          hidden={system !== selected}
          tabIndex={0}
          className="esim-tabs__panel"
        >
          <ol>
            {STEPS[system].map((step) => (
              <li key={step}>{t(`qr.systems.${system}.${step}`)}</li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
