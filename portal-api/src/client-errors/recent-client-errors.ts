import type { ReceivedClientError } from '@portal/contract';

/** Reports the development route keeps. */
const KEPT = 50;

/** The reports this process received last, newest first (development only: GET /dev/client-errors). */
export class RecentClientErrors {
  private readonly reports: ReceivedClientError[] = [];

  add(report: ReceivedClientError): void {
    this.reports.unshift(report);
    this.reports.length = Math.min(this.reports.length, KEPT);
  }

  list(): ReceivedClientError[] {
    return [...this.reports];
  }
}
