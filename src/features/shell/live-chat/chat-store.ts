import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import { onPageStart } from '@/shared/page-state';
import type { Services } from '@/shared/services';

type Message = components['schemas']['LiveChatMessage'];

export interface ChatState {
  /** Whose chat it is: another subscriber logging in on this device starts afresh. */
  msisdn: string | undefined;
  status: 'idle' | 'connecting' | 'ready' | 'failed';
  chatId?: string;
  agentName?: string;
  messages: Message[];
  /** What the subscriber is typing: kept while the panel is closed, and when sending fails. */
  draft: string;
  sending: boolean;
}

const IDLE: ChatState = { msisdn: undefined, status: 'idle', messages: [], draft: '', sending: false };

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ChatState;
// The page's (src/shared/page-state.ts).
onPageStart(() => void (state = IDLE));

function set(next: Partial<ChatState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/**
 * The portal's own chat (used when no vendor script is configured), kept for the page's life so it
 * survives closing the panel and moving between pages; cleared on logout.
 */
export const chatStore = {
  getSnapshot: (): ChatState => state,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The state for `msisdn`: a different subscriber's chat is dropped. */
  forSubscriber(msisdn: string): void {
    if (state.msisdn !== msisdn) set({ ...IDLE, msisdn });
  },
  setDraft(draft: string): void {
    set({ draft });
  },
  clear(): void {
    set(IDLE);
  },
  /** GET /live-chat/token, then a chat with the configured licence and group; failures go to the error popup. */
  async start(services: Services, config: { license: string; group: string }): Promise<void> {
    if (state.status === 'connecting' || state.status === 'ready') return;
    set({ status: 'connecting' });
    try {
      const { token } = await unwrap(services.api.GET('/live-chat/token'));
      const chat = await unwrap(services.api.POST('/live-chat/chats', { body: { token, license: config.license, group: config.group } }));
      set({ status: 'ready', chatId: chat.chatId, agentName: chat.agentName, messages: chat.messages });
    } catch (error) {
      set({ status: 'failed' });
      services.fail(error);
    }
  },
  /** Sends the draft; on failure it stays in the field and the error popup says why. */
  async send(services: Services): Promise<void> {
    const text = state.draft.trim();
    if (!text || !state.chatId || state.sending) return;
    set({ sending: true });
    try {
      const added = await unwrap(
        services.api.POST('/live-chat/chats/{chatId}/messages', { params: { path: { chatId: state.chatId } }, body: { text } }),
      );
      set({ messages: [...state.messages, ...added], draft: '', sending: false });
    } catch (error) {
      set({ sending: false });
      services.fail(error);
    }
  },
};
