/*
 * Whether product staff's preview is on (set once by ./preview-clock.ts as the app starts): its own
 * small module, so the shell asks it on every page without loading the preview clock's parsing and
 * dates, which only a preview needs.
 */
import { onPageStart } from '@/shared/page-state';

export type PreviewState = { kind: 'off' } | { kind: 'on' } | { kind: 'unreadable'; text: string };
let state: PreviewState;
// The page's (src/shared/page-state.ts).
onPageStart(() => void (state = { kind: 'off' }));

export const previewState = (): PreviewState => state;

/** ./preview-clock.ts's, as it reads the address and the tab's stored instant. */
export function setPreviewState(next: PreviewState): PreviewState {
  state = next;
  return state;
}
