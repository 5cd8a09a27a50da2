// import-map-deployer over HTTP: read an environment's map, and patch some of its imports in one
// request (the deployer applies them under its lock, all or none). Its refusals come back as errors
// carrying its own text.
const UNCHANGED = 'the import map is unchanged';

/** A client of the deployer at `url`, with basic auth when `password` is given. */
export function deployerClient({ url, username = 'release', password }) {
  const headers = password
    ? { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` }
    : {};

  async function call(method, path, body) {
    let response;
    try {
      response = await fetch(new URL(path, url), {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body && JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(
        `import-map-deployer at ${url} is unreachable (${error.cause?.code ?? error.message}): ${UNCHANGED}.`,
        { cause: error },
      );
    }
    const text = await response.text();
    if (!response.ok) {
      let reason = text || response.statusText;
      try {
        reason = JSON.parse(text).error ?? reason;
      } catch {
        // a plain-text answer
      }
      throw new Error(
        `import-map-deployer refused ${method} ${path} (${response.status}): ${reason}; ${UNCHANGED}.`,
      );
    }
    return JSON.parse(text);
  }

  return {
    /** The live import map of `env`. */
    map: (env) => call('GET', `/import-map.json?env=${encodeURIComponent(env)}`),
    /** Sets `imports` (specifier → URL) in the map of `env`; resolves to the new map. */
    patchImports: (env, imports) =>
      call('PATCH', `/import-map.json?env=${encodeURIComponent(env)}`, { imports }),
  };
}
