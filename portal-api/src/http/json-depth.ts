/** Objects and arrays a JSON body may nest: far more than any call needs, far less than a stack. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `limit` objects or arrays inside one another. */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  return false;
}
