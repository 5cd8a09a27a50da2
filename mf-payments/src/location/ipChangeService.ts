import { IP_SERVICE_CODES, type IpServiceCode } from './codes';
import { isIpAddress } from './ipAddress';
import { LocationCheckError } from './LocationCheckError';
import type { LogHistory } from './LogHistory';

/** Spec 1 §9: the IP service is asked every 10 s by default and each answer may take 10 s. */
export const IP_CHECK_INTERVAL_MS = 10_000;
export const IP_CHECK_TIMEOUT_MS = 10_000;

export interface IpChangeServiceOptions {
  /** The IP service: answers the caller's address as text, or JSON {"ip": "..."}. */
  url: string;
  license: string;
  log: LogHistory;
  intervalMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  isOnline?: () => boolean;
  /** Called when the address changed, and again after every check until acknowledged. */
  onChange: (ip: string) => void;
  onError?: (error: LocationCheckError) => void;
}

export interface IpChangeService {
  /** The player has been told about the change: the new address becomes the known one. */
  acknowledge(): void;
  stop(): void;
  readonly running: boolean;
}

/** A request that failed: 707 when the status is 0 or 4xx, 706 otherwise (spec 1 §8). */
function statusError(status: number): IpServiceCode {
  return status === 0 || (status >= 400 && status < 500)
    ? IP_SERVICE_CODES.hostUnreachable
    : IP_SERVICE_CODES.serviceError;
}

function addressIn(body: string): string {
  const text = body.trim();
  if (!text.startsWith('{')) return text;
  const parsed = JSON.parse(text) as { ip?: unknown };
  return typeof parsed.ip === 'string' ? parsed.ip.trim() : '';
}

/**
 * Watches the player's public IP address (spec 1 §4): asks the IP service at each interval and,
 * when the address changes, notifies until the change is acknowledged. A license, a URL and an
 * interval above 0 are required (701, 702).
 */
export function startIpChangeService(options: IpChangeServiceOptions): IpChangeService {
  const { url, license, log, intervalMs = IP_CHECK_INTERVAL_MS } = options;
  const { timeoutMs = IP_CHECK_TIMEOUT_MS, onChange, onError } = options;
  if (!license) throw log.error(new LocationCheckError(IP_SERVICE_CODES.licenseNotSet));
  if (!url || !(intervalMs > 0)) {
    throw log.error(new LocationCheckError(IP_SERVICE_CODES.configurationNotDefined));
  }
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  let running = true;
  let known: string | null = null;
  let changed: string | null = null;

  const fail = (code: IpServiceCode) => onError?.(log.error(new LocationCheckError(code)));

  async function lookUp(): Promise<string | IpServiceCode> {
    if (!isOnline()) return IP_SERVICE_CODES.networkError;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, { signal: controller.signal, cache: 'no-store' });
      if (!response.ok) return statusError(response.status);
      const ip = addressIn(await response.text());
      return isIpAddress(ip) ? ip : IP_SERVICE_CODES.invalidIpFormat;
    } catch (error) {
      if (controller.signal.aborted) return IP_SERVICE_CODES.timeout;
      if (error instanceof SyntaxError) return IP_SERVICE_CODES.invalidIpFormat;
      // fetch rejects with a TypeError when no response arrived at all: status 0.
      return error instanceof TypeError ? statusError(0) : IP_SERVICE_CODES.unknown;
    } finally {
      clearTimeout(timer);
    }
  }

  async function check(): Promise<void> {
    const result = await lookUp();
    if (!running) return;
    if (typeof result === 'number') return fail(result);
    if (known === null) {
      known = result;
      log.add(`IP address ${result}`);
    } else if (result !== known) {
      changed = result;
    }
    if (changed !== null) {
      log.add(`IP address changed to ${changed}`);
      onChange(changed);
    }
  }

  log.add('IP-change service started');
  void check();
  const timer = setInterval(() => void check(), intervalMs);

  return {
    acknowledge() {
      if (!running) throw log.error(new LocationCheckError(IP_SERVICE_CODES.serviceStopped));
      if (changed === null) return;
      known = changed;
      changed = null;
      log.add(`IP address change to ${known} acknowledged`);
    },
    stop() {
      if (!running) return;
      running = false;
      clearInterval(timer);
      log.add('IP-change service stopped');
    },
    get running() {
      return running;
    },
  };
}
