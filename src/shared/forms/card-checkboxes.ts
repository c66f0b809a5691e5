import type { SpecFormData } from './validator';

/** The consent checkboxes of card payments (core §3 Card checkbox state). */
export type CardCheckbox = 'agreement' | 'saveCard' | 'autoPayments';

export interface CardContext {
  /** The subscriber already has a saved, usable card. */
  hasSavedCard: boolean;
}

const CARD_CHECKBOXES: readonly CardCheckbox[] = ['agreement', 'saveCard', 'autoPayments'];

/** autoPayments can be ticked only with a card to pay from: one saved, or one being saved now. */
export function isAutoPaymentsDisabled(data: SpecFormData, { hasSavedCard }: CardContext): boolean {
  return !hasSavedCard && data.saveCard !== true;
}

/**
 * The seeds' card checkbox rules (core §4 Card checkboxes) applied to a change from `previous` to `next`:
 * - choosing another payment method resets agreement, saveCard and autoPayments to false (each present);
 * - ticking or unticking saveCard sets autoPayments the same;
 * - autoPayments is never left ticked while it is disabled.
 * Pure; returns `next` itself when nothing changes, so callers can tell a rewrite by identity.
 */
export function applyCardCheckboxRules(previous: SpecFormData, next: SpecFormData, context: CardContext): SpecFormData {
  const out: SpecFormData = { ...next };
  if (previous.method !== next.method) {
    for (const box of CARD_CHECKBOXES) if (box in out) out[box] = false;
  } else if (previous.saveCard !== next.saveCard && 'autoPayments' in next) {
    out.autoPayments = next.saveCard === true;
  }
  if (out.autoPayments === true && isAutoPaymentsDisabled(out, context)) out.autoPayments = false;
  const changed = CARD_CHECKBOXES.some((box) => out[box] !== next[box]);
  return changed ? out : next;
}

/** The card modal's confirm is enabled only when every needed consent checkbox is ticked (core §5 Card modal). */
export function isCardConsentComplete(data: SpecFormData, needed: readonly CardCheckbox[] = CARD_CHECKBOXES): boolean {
  return needed.every((box) => data[box] === true);
}
