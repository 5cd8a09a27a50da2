import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_MODULES, redactErrorText } from './report-text.js';

describe('redactErrorText', () => {
  it('hides bearer tokens, JWTs, secret query parameters and opaque tokens', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const opaque = '9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6';
    const text = redactErrorText(
      `GET /users?token=abc123&page=2 failed with Bearer ${opaque}; saw ${jwt} and ${opaque}`,
    );
    expect(text).toBe(
      'GET /users?token=[redacted]&page=2 failed with Bearer [redacted]; saw [redacted] and [redacted]',
    );
  });

  it('hides e-mail addresses and card numbers, and keeps other numbers', () => {
    expect(
      redactErrorText(
        'no player demo.au+1@portal.test for card 4111 1111 1111 1111 at 1765000000000',
      ),
    ).toBe('no player [redacted] for card [redacted] at 1765000000000');
    expect(redactErrorText('card 5555-5555-5555-4444 declined')).toBe('card [redacted] declined');
  });

  it('leaves a stack trace readable', () => {
    const stack =
      'Error: boom\n    at render (http://localhost:9000/mf-shell/0767c7519b20/portal-shell.js:2:1534)';
    expect(redactErrorText(stack)).toBe(stack);
  });
});

describe('PORTAL_MODULES', () => {
  it("are the import map's micro-frontends: a new one is counted by name, not as other", () => {
    const map = JSON.parse(
      readFileSync(path.join(__dirname, '../../../import-map.json'), 'utf8'),
    ) as { imports: Record<string, string> };
    const packages = Object.keys(map.imports).filter((name) => /^@portal\/[^/]+$/.test(name));
    expect([...PORTAL_MODULES].sort()).toEqual(packages.sort());
  });
});
