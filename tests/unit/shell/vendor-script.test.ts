// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVendorChat, vendorScriptUrl } from '@/features/shell/live-chat/vendor-script';

const CONFIG = { url: 'https://cdn.livechatinc.com/tracking.js', license: '17283946', group: '3', token: 'lc-1-abc' };
const scripts = () => document.querySelectorAll('script[data-live-chat-vendor]');

afterEach(() => {
  scripts().forEach((script) => script.remove());
  delete window.__lc;
  delete window.trustedTypes;
});

describe("the chat vendor's script (campaign seed §6, §9)", () => {
  it("accepts only an https address on the vendor's origin, the one the CSP allows", () => {
    expect(vendorScriptUrl(CONFIG.url)).toBe(CONFIG.url);
    for (const bad of [
      undefined,
      '',
      '/chat.js',
      'http://cdn.livechatinc.com/x.js',
      'https://cdn.chat.example/tracking.js',
      'https://cdn.livechatinc.com.evil.example/x.js',
      'javascript:alert(1)',
      'data:text/javascript,1',
    ])
      expect(vendorScriptUrl(bad)).toBeUndefined();
    expect(loadVendorChat({ ...CONFIG, url: 'javascript:alert(1)' })).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it("adds the script once, with the licence, the group and the visitor's token", () => {
    expect(loadVendorChat(CONFIG)).toBe(true);
    expect(loadVendorChat(CONFIG)).toBe(true);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveProperty('src', CONFIG.url);
    expect(window.__lc).toMatchObject({ license: '17283946', group: '3', params: [{ name: 'token', value: 'lc-1-abc' }] });
  });

  it('goes through its own Trusted Types policy, which admits only the configured address', () => {
    const rules: { createScriptURL?: (value: string) => string } = {};
    const createPolicy = vi.fn((_name: string, given: { createScriptURL: (value: string) => string }) => {
      Object.assign(rules, given);
      return { createScriptURL: (value: string) => given.createScriptURL(value) };
    });
    window.trustedTypes = { createPolicy };
    expect(loadVendorChat(CONFIG)).toBe(true);
    expect(createPolicy).toHaveBeenCalledWith('live-chat', expect.anything());
    expect(() => rules.createScriptURL!('https://evil.example/x.js')).toThrow(/not the configured script/);
  });
});
