// Yes/no settings read from the environment.

/** '1', 'true', 'yes' or 'on' (any case) is true, anything else set is false; unset is undefined. */
export function flag(value) {
  return value === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}
