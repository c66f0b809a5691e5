/**
 * Lets the browser handle input and paint before the next piece of start-up work, so starting the
 * app is several short tasks instead of one long one (Total Blocking Time). scheduler.yield() where the
 * browser has it, else a message-channel task. Not a timer: fake clocks in tests do not hold it back.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
