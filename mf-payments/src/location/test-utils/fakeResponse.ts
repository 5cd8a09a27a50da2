/** The part of a fetch Response the location client reads (jsdom has no Response). */
export function fakeResponse(status: number, body = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(body),
  } as Response;
}
