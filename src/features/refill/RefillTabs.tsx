import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

interface RefillTabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

const tabId = (id: string) => `refill-tab-${id}`;
const panelId = (id: string) => `refill-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), arrow keys move
 * and select, Home and End jump to the ends. Every panel stays mounted (hidden when not selected), so
 * what was typed in one tab is still there when the user comes back to it.
 */
export function RefillTabs<T extends string>({ label, tabs, selected, onSelect }: RefillTabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className="refill-tabs">
      <div role="tablist" aria-label={label} className="refill-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className="refill-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="refill-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
