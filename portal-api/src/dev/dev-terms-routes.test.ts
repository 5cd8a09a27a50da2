import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function publish(payload: object) {
  return t.app.inject({ method: 'POST', url: '/dev/terms', payload });
}

describe('POST /dev/terms', () => {
  it('publishes a version that becomes the current terms', async () => {
    const response = await publish({ version: '2.0-dev', url: '/terms-v2' });
    expect(response.statusCode).toBe(201);
    const current = await t.app.inject({ method: 'GET', url: '/terms/current' });
    expect(current.json().data).toMatchObject({ version: '2.0-dev', url: '/terms-v2' });
  });

  it('refuses a version that exists, with the field error map', async () => {
    const response = await publish({ version: '1.0', url: '/terms' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { version: ['This Terms and Conditions version already exists.'] },
    });
  });

  it('refuses missing fields', async () => {
    const response = await publish({ version: '' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['version', 'url']));
  });
});
