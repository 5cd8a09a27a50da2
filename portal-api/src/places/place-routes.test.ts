import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function autocomplete(query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/place/autocomplete', query });
}

function details(place_id: string) {
  return t.app.inject({
    method: 'GET',
    url: '/place/details',
    query: { place_id, fields: 'address_components,formatted_address' },
  });
}

describe('GET /place/autocomplete', () => {
  it('suggests addresses of the country in the maps service’s shape', async () => {
    const response = await autocomplete({
      input: '12 george',
      types: 'address',
      components: 'country:au',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      predictions: [
        {
          description: '12 George Street, Sydney NSW, Australia',
          place_id: 'sandbox_AU01',
          structured_formatting: {
            main_text: '12 George Street',
            secondary_text: 'Sydney NSW, Australia',
          },
          types: ['street_address'],
        },
      ],
    });
  });

  it('restricts to the country and matches street, city, state and postcode words', async () => {
    const names = async (input: string, country: string) =>
      (await autocomplete({ input, components: `country:${country}` }))
        .json()
        .predictions.map((p: { description: string }) => p.description);
    expect(await names('george st', 'nz')).toEqual(['5 George Street, Dunedin, New Zealand']);
    expect(await names('Queen', 'AU')).toEqual(['100 Queen Street, Brisbane City QLD, Australia']);
    expect(await names('locust des moines', 'us')).toEqual([
      '400 Locust Street, Des Moines IA, USA',
    ]);
    expect(await names('columbus oh', 'us')).toHaveLength(2);
    expect(await names('Victoria 3000', 'au')).toEqual([
      '4/200 Collins Street, Melbourne VIC, Australia',
    ]);
  });

  it('answers ZERO_RESULTS for nothing found and for input under 3 characters or without letters', async () => {
    for (const input of ['zzzz street', 'ge', '123']) {
      expect((await autocomplete({ input, components: 'country:au' })).json()).toEqual({
        status: 'ZERO_RESULTS',
        predictions: [],
      });
    }
  });

  it('checks its parameters', async () => {
    for (const query of [
      {},
      { input: '' },
      { input: 'george', types: 'establishment' },
      { input: 'george', components: 'country:australia' },
      { input: 'x'.repeat(201) },
    ]) {
      const response = await autocomplete(query as Record<string, string>);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toBeDefined();
    }
  });
});

describe('GET /place/details', () => {
  it('returns the components and formatted address of a suggestion', async () => {
    const response = await details('sandbox_AU05');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      result: {
        formatted_address: '4/200 Collins St, Melbourne VIC 3000, Australia',
        address_components: [
          { long_name: '4', short_name: '4', types: ['subpremise'] },
          { long_name: '200', short_name: '200', types: ['street_number'] },
          { long_name: 'Collins Street', short_name: 'Collins St', types: ['route'] },
          { long_name: 'Melbourne', short_name: 'Melbourne', types: ['locality', 'political'] },
          {
            long_name: 'Victoria',
            short_name: 'VIC',
            types: ['administrative_area_level_1', 'political'],
          },
          { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
          { long_name: '3000', short_name: '3000', types: ['postal_code'] },
        ],
      },
    });
  });

  it('writes US addresses the US way', async () => {
    expect((await details('sandbox_US04')).json().result.formatted_address).toBe(
      '500 Main St #3B, Cedar Falls, IA 50613, USA',
    );
  });

  it('answers 404 for an unknown place and 422 without one', async () => {
    const unknown = await details('sandbox_XX99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { place_id: ['No place has this id'] } });
    expect((await t.app.inject({ method: 'GET', url: '/place/details' })).statusCode).toBe(422);
  });
});
