// The messages between this client and the local location service, JSON text frames over a secure
// WebSocket (docs/location-check.md describes them for the service's side).

export interface GeolocationRequest {
  license: string;
  userId: number;
  reason: string;
  phoneNumber?: string;
  customFields?: Record<string, string>;
}

export type ClientMessage =
  | { type: 'hello'; installerKey: string; environmentId: string }
  | { type: 'ping' }
  | ({ type: 'geolocate'; id: string } & GeolocationRequest);

export type ServiceMessage =
  | { type: 'hello'; version: string }
  | { type: 'pong' }
  | { type: 'error'; code: number; message?: string }
  | { type: 'geolocation'; id: string; packet: string }
  | { type: 'geolocation'; id: string; error: { code: number; message?: string } };

const TYPES = new Set(['hello', 'pong', 'error', 'geolocation']);

/** The service's message in a frame, or null when the frame is not one. */
export function parseServiceMessage(data: unknown): ServiceMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    return TYPES.has((message as { type?: string }).type ?? '')
      ? (message as ServiceMessage)
      : null;
  } catch {
    return null;
  }
}
