import { useEffect, useRef } from 'react';
import * as constants from '@generated/constants';
import { unwrap } from '@/shared/api/client';
import { useServices } from '@/shared/services';

export interface PollTarget {
  msisdn: string;
  guid: string;
  workflowId: string;
}

/** How polling ended: the identification's result, the time limit, or a failed call (its popup shown). */
export type PollOutcome = 'success' | 'failure' | 'timeout' | 'error';

/**
 * Asks GET /registration/status at once and then every identificationPollMs until the answer is no
 * longer pending or identificationTimeoutSeconds have passed (a Smart-ID / Mobile-ID session ends then).
 * A new target (or `attempt`) starts again; leaving the page stops it.
 */
export function useStatusPolling(target: PollTarget | undefined, onOutcome: (outcome: PollOutcome) => void, attempt = 0): void {
  const services = useServices();
  const report = useRef(onOutcome);
  report.current = onOutcome;
  const { msisdn, guid, workflowId } = target ?? {};

  useEffect(() => {
    if (!msisdn || !guid || !workflowId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = performance.now() + constants.identificationTimeoutSeconds * 1000;
    const poll = async () => {
      try {
        const { status } = await unwrap(services.api.GET('/registration/status', { params: { query: { msisdn, guid, workflowId } } }));
        if (stopped) return;
        if (status !== 'pending') return report.current(status);
      } catch (error) {
        if (stopped) return;
        services.fail(error);
        return report.current('error');
      }
      if (performance.now() >= deadline) return report.current('timeout');
      timer = setTimeout(() => void poll(), constants.identificationPollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [services, msisdn, guid, workflowId, attempt]);
}
