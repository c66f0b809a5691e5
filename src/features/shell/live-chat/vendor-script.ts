import { liveChatVendor, trustedTypesPolicies } from '@generated/security';

/**
 * The chat vendor's script (config LiveChatScriptUrl, assumed; licence and group from LiveChatLicense and
 * LiveChatGroup): added to the page only when configured and only after the visitor allowed the
 * preferences (chat) cookies; it then draws its own chat window. Under the portal's Trusted Types CSP
 * the address goes through a policy of its own that admits exactly the configured https address. The
 * policy's name and the vendor's origins are spec/app.yaml's (`security`), from which the served CSP is
 * built too, so a configured address on the vendor's origin loads; any other is not tried.
 */
export interface VendorChatConfig {
  url: string;
  license: string;
  group: string;
  /** From GET /live-chat/token: who the visitor is. */
  token: string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (value: string) => string }): { createScriptURL(value: string): unknown };
}

declare global {
  interface Window {
    __lc?: Record<string, unknown>;
    /** The vendor's own API, once its script has run (LiveChat's: LiveChatWidget.call('destroy')). */
    LiveChatWidget?: { call?: (method: string) => void };
    trustedTypes?: TrustedTypesFactory;
  }
}

export const VENDOR_SCRIPT_ATTRIBUTE = 'data-live-chat-vendor';

let policy: { createScriptURL(value: string): unknown } | undefined;
const admitted = new Set<string>();

/** An https address on the vendor's script origin only, the one the CSP allows (nothing relative, no other host). */
export function vendorScriptUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === liveChatVendor.scriptOrigin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds the vendor's script once; answers whether it is (now) on the page. A browser that refuses the
 * script's policy (a CSP deployed without it) keeps the portal's own chat: logged, never the visitor's
 * error popup.
 */
export function loadVendorChat(config: VendorChatConfig, win: Window = window): boolean {
  const doc = win.document;
  if (doc.querySelector(`script[${VENDOR_SCRIPT_ATTRIBUTE}]`)) return true;
  const url = vendorScriptUrl(config.url);
  if (!url) return false;
  win.__lc = {
    license: config.license,
    group: config.group,
    integration_name: 'pulsas-portal',
    params: [{ name: 'token', value: config.token }],
  };
  const script = doc.createElement('script');
  script.async = true;
  script.setAttribute(VENDOR_SCRIPT_ATTRIBUTE, '');
  admitted.add(url);
  try {
    if (win.trustedTypes) {
      policy ??= win.trustedTypes.createPolicy(trustedTypesPolicies.liveChat, {
        createScriptURL: (value) => {
          if (!admitted.has(value)) throw new TypeError(`live chat: ${value} is not the configured script`);
          return value;
        },
      });
      script.src = policy.createScriptURL(url) as string;
    } else {
      script.src = url;
    }
  } catch (error) {
    console.error("live chat: the vendor script cannot be loaded under this page's CSP", error);
    delete win.__lc;
    return false;
  }
  doc.head.append(script);
  return true;
}

/**
 * Takes the vendor's chat off the page (logout, another language, the chat cookies withdrawn, another
 * subscriber): its script, its settings with the visitor's token, and its widget through the vendor's
 * own destroy call, so nothing of one subscriber's chat stays for the next.
 */
export function unloadVendorChat(win: Window = window): void {
  win.document.querySelectorAll(`script[${VENDOR_SCRIPT_ATTRIBUTE}]`).forEach((script) => script.remove());
  try {
    win.LiveChatWidget?.call?.('destroy');
  } catch {
    // A vendor without that call: its script and settings are gone all the same.
  }
  delete win.LiveChatWidget;
  delete win.__lc;
}
