import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { messages } from './messages.js';

/** shared-utils' own messages.ts (until it reads this catalogue), compiled and loaded. */
function clientMessages(): Record<string, unknown> {
  // Jest runs in the package's folder (npm test -w contract).
  const file = path.resolve('../shared-utils/src/messages.ts');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports.messages as Record<string, unknown>;
}

/** Every text under `value` by its dotted key; a function gives its texts for sample arguments. */
function texts(value: unknown, key = ''): Array<[string, unknown]> {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') return [[key, value(18, 21)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([name, inner]) =>
    texts(inner, key ? `${key}.${name}` : name),
  );
}

test('the catalogue holds every text of the client under the same key, word for word', () => {
  const client = texts(clientMessages());
  expect(client.length).toBeGreaterThan(50);
  for (const [key, text] of client) {
    const inCatalogue = key.split('.').reduce<unknown>((value, name) => {
      return (value as Record<string, unknown> | undefined)?.[name];
    }, messages);
    expect([key, inCatalogue === undefined ? undefined : texts(inCatalogue)[0][1]]).toEqual([
      key,
      text,
    ]);
  }
});

test('the server texts the validation messages are made of', () => {
  expect(messages.fieldRequired('Amount')).toBe('Amount is required');
  expect(messages.loginEmailLabel).toBe('Username or email');
  expect(messages.genericError).toBe(messages.generic);
});
