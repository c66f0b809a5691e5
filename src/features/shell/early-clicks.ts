/**
 * Early clicks (issue 16): a prerendered page is painted, and its header's menu and language buttons
 * and the footer's newsletter "Prenumeruoti" can be pressed, before the app has started and React listens. The entry (src/main.tsx, no inline
 * script: the CSP forbids them) listens from its first moment for presses of the buttons marked
 * `data-early-click="<id>"`; when the app hydrates, React takes over (it replays presses made during
 * hydration itself), and once the page is live the last early press is replayed as a click on the
 * same button. Only the last one: an impatient second press meant the same, not "close it again".
 * While a press waits, `<html data-early-click>` shows a progress cursor on the buttons.
 */
import { onPageStart } from '@/shared/page-state';

export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * Marks a part of the page that hydrates after the rest (the footer, whose code loads as the app
 * starts): until it has, React drops a press on it, so such a press is kept for the part to replay.
 */
export const PENDING_PART_ATTRIBUTE = 'data-pending';

let pressed: string | undefined;
let listening: ((event: Event) => void) | undefined;
let started: boolean;
// The page's (src/shared/page-state.ts): the entry's listener stays with the document it was added to.
onPageStart(() => {
  [pressed, started] = [undefined, false];
});

/** Starts listening (the entry, on a prerendered page). */
export function listenForEarlyClicks(doc: Document = document): void {
  started = false;
  if (listening) return;
  listening = (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${EARLY_CLICK_ATTRIBUTE}]`);
    const id = button?.getAttribute(EARLY_CLICK_ATTRIBUTE);
    if (!id) return;
    const pending = !!button!.closest(`[${PENDING_PART_ATTRIBUTE}]`);
    // A form's button (the newsletter's) pressed where React does not listen yet would send the form as a
    // plain page request, and the page would reload: the press waits for its replay instead.
    const submits = button instanceof HTMLButtonElement && button.type === 'submit';
    if (submits && (!started || pending)) event.preventDefault();
    if (!started) {
      pressed = id;
      doc.documentElement.setAttribute(EARLY_CLICK_ATTRIBUTE, id);
    } else if (pending && submits) {
      pressed = id; // stopped above, so React cannot have handled it: replayed once the part is live
    } else if (pending) {
      // Kept only if React did not hydrate the part for this very press (it then handled it itself).
      queueMicrotask(() => void (button!.closest(`[${PENDING_PART_ATTRIBUTE}]`) && (pressed = id)));
    }
  };
  doc.addEventListener('click', listening, true);
}

/**
 * When React starts to listen: from then on a press reaches React (during hydration React replays it),
 * except on a part still pending (replayPendingClick). Answers the press to replay once the page is
 * live, if there was one.
 */
export function takeEarlyClick(): string | undefined {
  started = true;
  const id = pressed;
  pressed = undefined;
  return id;
}

/** A pending part has hydrated (`part`, its element, is marked no more): the press kept for it, replayed. */
export function replayPendingClick(part: Element): void {
  part.removeAttribute(PENDING_PART_ATTRIBUTE);
  if (pressed && part.querySelector(`[${EARLY_CLICK_ATTRIBUTE}="${pressed}"]`)) replayEarlyClick(takeEarlyClick());
}

/** Replays the early press on the live page: the same button, now with its handler. */
export function replayEarlyClick(id: string | undefined, doc: Document = document): void {
  doc.documentElement.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  if (!id) return;
  doc.querySelector<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}="${id.replace(/[^\w-]/g, '')}"]`)?.click();
}
