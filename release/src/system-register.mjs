// The dependencies a built SystemJS module registers: its import map depcache entry. With it
// SystemJS fetches a module's dependencies as soon as it starts loading the module, in parallel,
// instead of one round trip per level of the graph.
const REGISTER = /System\.register\(\s*(\[[^\]]*\])/;

/** The dependency list of a built SystemJS module's source, or [] when it registers none. */
export function registerDependencies(source) {
  const match = REGISTER.exec(source.slice(0, 4096));
  return match ? JSON.parse(match[1]) : [];
}
