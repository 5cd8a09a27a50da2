import { isNestedDeeperThan } from './json-depth';

describe('isNestedDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    expect(isNestedDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(isNestedDeeperThan('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(isNestedDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(isNestedDeeperThan('{"a":"\\"[[[[\\\\","b":"{{{{"}', 1)).toBe(false);
  });
});
