import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '@/shared/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets work already queued run first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => order.push('queued task');
    channel.port2.postMessage(null);
    await yieldToMain();
    order.push('after the yield');
    channel.port1.close();
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it('is not held back by a fake clock (the browser tests install one)', async () => {
    vi.useFakeTimers();
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
