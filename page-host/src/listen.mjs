// Starts a page host listening as a node:http server does by default: on every address (IPv6 and
// IPv4), or on IPv4 alone where the machine has no IPv6; on HOST when configured.
const NO_IPV6 = new Set(['EAFNOSUPPORT', 'EADDRNOTAVAIL']);

/** Listens on `port` (and `host`); resolves to the address. */
export async function listen(app, { port, host }) {
  if (host) return app.listen({ port, host });
  try {
    return await app.listen({ port, host: '::' });
  } catch (error) {
    if (!NO_IPV6.has(error.code)) throw error;
    return app.listen({ port, host: '0.0.0.0' });
  }
}
