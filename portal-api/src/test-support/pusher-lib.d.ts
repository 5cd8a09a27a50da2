/** The official Pusher library's request signing (untyped internals, used by tests only). */
declare module 'pusher/lib/requests' {
  export function createSignedQueryString(
    token: { key: string; sign(text: string): string },
    request: { method: string; path: string; body?: string; params?: Record<string, string> },
  ): string;
}
