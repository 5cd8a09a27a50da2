// The scripts a page starts with: the modules it names and, through the import map's SystemJS
// depcache, everything they load at once.

/** Every URL `specifiers` load through the map, with their depcache dependencies, in load order. */
export function loadClosure(map, specifiers) {
  const urls = new Set();
  const visit = (specifier) => {
    const url = map.imports[specifier];
    if (!url || urls.has(url)) return;
    urls.add(url);
    (map.depcache?.[url] ?? []).forEach(visit);
  };
  specifiers.forEach(visit);
  return [...urls];
}
