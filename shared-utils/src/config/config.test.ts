import { fakeResponse, installFetchMock, type FetchMock } from '../testing/fakeFetch';
import { config$, getConfig, loadConfig, RUNTIME_CONFIG_ELEMENT_ID } from './config';
import { defaultConfig } from './defaultConfig';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFetchMock();
  config$.next(defaultConfig);
});

describe('defaultConfig (spec 1 §9)', () => {
  it('ships the configured constants', () => {
    expect(defaultConfig).toMatchObject({
      region: 'AU',
      usState: 'IA',
      language: 'enAU',
      appVersion: '1.27.0',
      apiBaseUrl: 'http://localhost:9001',
      inactivityTimeoutMs: 0,
      realtime: { key: 'portal-key', host: 'localhost', port: 6001, forceTLS: false },
      features: {
        spendingLimit: true,
        fantasy: true,
        cardPayment: true,
        identityCheck: true,
        inviteOnlySignup: false,
      },
      devtools: { allowImportMapOverrides: false },
    });
  });

  it('names no brand: the brand, its helplines and bank details come from the runtime config', () => {
    const { brand, helplines } = defaultConfig;
    expect([brand.name, brand.company, brand.slug, brand.logos.light, brand.logos.dark]).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(Object.values(brand.bankTransfer).every((value) => value === '')).toBe(true);
    expect(Object.values(brand.legal).map(({ url }) => url)).toEqual(['', '', '']);
    expect(brand.regions).toEqual({});
    expect(helplines).toEqual({ AU: '', NZ: '', US: '' });
  });

  it('has the betting and fantasy client apps with their bonus types', () => {
    const [betting, fantasy] = defaultConfig.clientApps;
    expect(betting).toMatchObject({ clientId: 1, link: '/betting' });
    expect(betting.bonusTypes).toEqual([
      { type: 'cash', name: 'Bonus Cash', icon: expect.any(String) },
    ]);
    expect(fantasy).toMatchObject({ clientId: 2, link: '/fantasy' });
    expect(fantasy.bonusTypes.map(({ type, name }) => ({ type, name }))).toEqual([
      { type: 'cash', name: 'Bonus' },
      { type: 'ticket', name: 'Tickets' },
    ]);
  });
});

describe('loadConfig', () => {
  it('fetches /config.json, deep-merges it onto the defaults and publishes it', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        body: {
          region: 'US',
          usState: 'OH',
          features: { fantasy: false },
          realtime: { port: 7001 },
        },
      }),
    );
    const published = jest.fn();
    const subscription = config$.subscribe(published);

    const config = await loadConfig();
    subscription.unsubscribe();

    expect(fetchMock.mock.calls[0][0]).toBe('/config.json');
    expect(config.region).toBe('US');
    expect(config.usState).toBe('OH');
    expect(config.features).toEqual({ ...defaultConfig.features, fantasy: false });
    expect(config.realtime).toEqual({ ...defaultConfig.realtime, port: 7001 });
    expect(getConfig()).toBe(config);
    expect(published).toHaveBeenLastCalledWith(config);
  });

  it('replaces arrays such as clientApps instead of merging them', async () => {
    const onlyBetting = [defaultConfig.clientApps[0]];
    fetchMock.mockResolvedValue(fakeResponse({ body: { clientApps: onlyBetting } }));

    expect((await loadConfig('/other.json')).clientApps).toEqual(onlyBetting);
    expect(fetchMock.mock.calls[0][0]).toBe('/other.json');
  });

  it("lays a brand's client apps over the shipped ones of the same client id", async () => {
    const brandApps = [
      {
        clientId: 2,
        name: 'Fantasy',
        bonusTypes: [{ type: 'ticket', name: 'Entry Tickets', icon: 'ticket' }],
      },
      { clientId: 1, name: 'Sportsbook' },
    ];
    fetchMock.mockResolvedValue(fakeResponse({ body: { clientApps: brandApps } }));

    const [fantasy, betting] = (await loadConfig()).clientApps;

    expect(fantasy).toEqual({
      ...defaultConfig.clientApps[1],
      bonusTypes: [{ type: 'ticket', name: 'Entry Tickets', icon: 'ticket' }],
    });
    expect(betting).toEqual({ ...defaultConfig.clientApps[0], name: 'Sportsbook' });
  });

  it('keeps the defaults and warns when the fetch fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 404 }));

    expect(await loadConfig()).toBe(defaultConfig);
    expect(await loadConfig()).toBe(defaultConfig);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("takes the page's brand from the runtime config", async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        body: {
          brand: {
            id: 2,
            slug: 'brand-b',
            name: 'Brand B',
            logos: { dark: '/brand/brand-b/d.svg' },
          },
        },
      }),
    );

    const { brand } = await loadConfig();

    expect(brand).toMatchObject({ id: 2, slug: 'brand-b', name: 'Brand B' });
    expect(brand.logos).toEqual({ light: '', dark: '/brand/brand-b/d.svg' });
    expect(brand.urls).toEqual(defaultConfig.brand.urls);
  });

  describe('written into the page by the web host', () => {
    const writeIntoPage = (text: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = RUNTIME_CONFIG_ELEMENT_ID;
      element.textContent = text;
      document.head.append(element);
    };

    afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

    it('is read from the page without fetching', async () => {
      writeIntoPage('\n  {"region":"NZ","features":{"fantasy":false}}\n');
      const config = await loadConfig();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(config.region).toBe('NZ');
      expect(config.features).toEqual({ ...defaultConfig.features, fantasy: false });
    });

    it('keeps the defaults and warns when the page carries broken JSON', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      writeIntoPage('{"region":');
      expect(await loadConfig()).toBe(defaultConfig);
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });
});
