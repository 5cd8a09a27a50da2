import type { ClientErrorReport } from '@portal/contract';

/**
 * Posts a report without waiting for, or reading, the answer: a beacon when the browser has one (it
 * survives the page being left), else fetch with keepalive. The body is text/plain, which keeps it
 * a CORS simple request: no preflight, which a beacon cannot make.
 */
export function sendReport(url: string, report: ClientErrorReport): void {
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === 'function') {
    const queued = navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
    if (queued) return;
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => undefined);
}
