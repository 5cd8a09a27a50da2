// The environments a release goes to; each has its own import map in import-map-deployer and its
// own history in the static store.
export const ENVIRONMENTS = ['local', 'staging', 'production'];

/** `name`, or an error naming the environments there are. */
export function checkedEnvironment(name) {
  if (!ENVIRONMENTS.includes(name)) {
    throw new Error(`Unknown environment "${name}": use one of ${ENVIRONMENTS.join(', ')}.`);
  }
  return name;
}
