import { sessionStart$ } from '@portal/shared-utils';
import {
  fakeResponse,
  installFetchMock,
  testConfig,
  mockRoutes,
  testUser,
  type FetchMock,
} from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import { goTo, resetShell, setConfig, signIn } from '../test-utils/testing';
import { Footer } from './Footer';
import { telHref } from './gamblingHelp';

const link = (id: number, name: string, order: number, images: unknown = null) => ({
  id,
  name,
  url: `https://example.test/${id}`,
  order,
  images,
});

const linkGroups = [
  {
    id: 3,
    name: 'Downloads',
    order: 2,
    type: { id: 2, name: 'footer' },
    links: [
      link(31, 'Google Play', 2, { mobile: '/img/play-m.svg', desktop: '/img/play.svg' }),
      link(30, 'App Store', 1, { mobile: '/img/apple-m.svg', desktop: '/img/apple.svg' }),
    ],
  },
  {
    id: 1,
    name: 'Our brands',
    order: 1,
    type: { id: 1, name: 'operators' },
    links: [
      link(11, 'Fantasy', 2, { mobile: '/img/f-m.svg', desktop: '/img/f.svg' }),
      link(10, 'Betting', 1, { mobile: '/img/b-m.svg', desktop: '/img/b.svg' }),
    ],
  },
  {
    id: 2,
    name: 'Social',
    order: 1,
    type: { id: 2, name: 'footer' },
    links: [link(21, 'Instagram', 2), link(20, 'Facebook', 1)],
  },
  {
    id: 4,
    name: 'Help',
    order: 3,
    type: { id: 2, name: 'footer' },
    links: [link(40, 'Contact us', 1)],
  },
];

let fetchMock: FetchMock;

function answerLinkGroups(headers: Record<string, string> = {}) {
  mockRoutes(fetchMock, {
    'GET /link_groups': () => fakeResponse({ body: { data: linkGroups }, headers }),
  });
}

const footer = () => within(screen.getByRole('contentinfo'));
const section = (name: string) => within(footer().getByRole('region', { name }));

beforeEach(() => {
  resetShell();
  fetchMock = installFetchMock();
  answerLinkGroups();
});

it('shows the operator logos of the type 1 groups, sorted by order, with mobile and desktop images', async () => {
  render(<Footer />);
  await footer().findByRole('region', { name: 'Our brands' });
  const operators = section('Our brands');
  const logos = operators.getAllByRole('link');
  expect(logos.map((logo) => logo.getAttribute('href'))).toEqual([
    'https://example.test/10',
    'https://example.test/11',
  ]);
  const betting = operators.getByRole('img', { name: 'Betting' });
  expect(betting).toHaveAttribute('src', '/img/b.svg');
  expect(betting.previousElementSibling).toHaveAttribute('srcset', '/img/b-m.svg');
  expect(betting.previousElementSibling).toHaveAttribute('media', '(max-width: 767.98px)');
  expect(fetchMock.mock.calls[0][0]).toBe('http://localhost:9001/link_groups');
  expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has('Authorization')).toBe(false);
});

it('lists the type 2 groups (Social, Downloads and the rest) in order, their links in order', async () => {
  render(<Footer />);
  await footer().findByRole('region', { name: 'Social' });
  const groupTitles = footer()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  expect(groupTitles).toEqual(['Our brands', 'Social', 'Downloads', 'Help', 'Gambling help']);
  expect(
    section('Social')
      .getAllByRole('link')
      .map((item) => item.textContent),
  ).toEqual(['Facebook', 'Instagram']);
  expect(
    section('Downloads')
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['App Store', 'Google Play']);
  expect(section('Help').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

it("leaves out the brand's legal links that a link group already holds", async () => {
  fetchMock.mockResolvedValue(
    fakeResponse({
      body: {
        data: [
          {
            id: 5,
            name: 'Legal',
            order: 1,
            type: { id: 2, name: 'footer' },
            links: [{ ...link(50, 'Terms and Conditions', 1), url: '/terms-and-conditions' }],
          },
        ],
      },
    }),
  );
  render(<Footer />);
  await footer().findByRole('region', { name: 'Legal' });
  expect(footer().getAllByRole('link', { name: 'Terms and Conditions' })).toHaveLength(1);
  const brandLinks = within(footer().getByRole('navigation', { name: 'Legal and help' }));
  expect(brandLinks.getAllByRole('link').map((item) => item.textContent)).toEqual([
    'Privacy Policy',
    'Responsible Gambling',
  ]);
});

it('leaves the link groups out when the call fails', async () => {
  fetchMock.mockResolvedValue(fakeResponse({ status: 500 }));
  render(<Footer />);
  await act(async () => undefined);
  expect(footer().queryByRole('region', { name: 'Social' })).not.toBeInTheDocument();
  expect(footer().getByRole('region', { name: 'Gambling help' })).toBeInTheDocument();
});

it('shows the AU legal block: helpline, help links, brand links and the version line', async () => {
  render(<Footer />);
  await footer().findByRole('region', { name: 'Social' });
  const help = section('Gambling help');
  expect(help.getByText(/Call 1800 858 858 for free and confidential help/)).toBeInTheDocument();
  expect(help.getByRole('link', { name: 'Call 1800 858 858' })).toHaveAttribute(
    'href',
    'tel:1800858858',
  );
  expect(help.getByRole('link', { name: 'Gambling Help Online' })).toHaveAttribute(
    'href',
    'https://www.gamblinghelponline.org.au',
  );
  expect(help.getByText('You must be 18+ to gamble.')).toBeInTheDocument();
  expect(footer().getByText('Test regulator AU')).toBeInTheDocument();
  expect(footer().getByText('Version 1.27.0')).toBeInTheDocument();
  expect(
    footer().getByText(`© ${new Date().getFullYear()} Test Brand Gaming Pty Ltd`),
  ).toBeInTheDocument();
  expect(footer().queryByText(/Server time/)).not.toBeInTheDocument();
  expect(footer().getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  expect(footer().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(footer().getByRole('link', { name: 'Responsible Gambling' })).toHaveAttribute(
    'href',
    '/responsible-gambling-policy',
  );
});

it('uses the NZ helpline and the version line in New Zealand', async () => {
  setConfig({ region: 'NZ' });
  render(<Footer />);
  await footer().findByRole('region', { name: 'Social' });
  expect(footer().getByRole('link', { name: 'Call 0800 654 655' })).toHaveAttribute(
    'href',
    'tel:0800654655',
  );
  expect(footer().getByText('Test regulator NZ')).toBeInTheDocument();
  expect(footer().getByText('Version 1.27.0')).toBeInTheDocument();
});

it("shows the page's brand: another brand's helpline, regulator and company", async () => {
  const brand = testConfig().brand;
  setConfig({
    brand: {
      ...brand,
      company: 'Other Gaming Ltd',
      regions: { AU: { helpline: '1800 000 111', regulator: 'Other is licensed in AU.' } },
    },
    helplines: { AU: '1800 000 111', NZ: '', US: '' },
  });
  render(<Footer />);
  await footer().findByRole('region', { name: 'Social' });
  expect(footer().getByRole('link', { name: 'Call 1800 000 111' })).toHaveAttribute(
    'href',
    'tel:1800000111',
  );
  expect(footer().getByText('Other is licensed in AU.')).toBeInTheDocument();
  expect(footer().queryByText('Test regulator AU')).not.toBeInTheDocument();
  expect(footer().getByText(/© \d{4} Other Gaming Ltd/)).toBeInTheDocument();
});

it('leaves out the helpline and regulator lines a brand has none for', async () => {
  setConfig({
    brand: { ...testConfig().brand, regions: {} },
    helplines: { AU: '', NZ: '', US: '' },
  });
  render(<Footer />);
  await footer().findByRole('region', { name: 'Social' });
  expect(
    section('Gambling help').getByText(
      'Gambling problem? Free and confidential help is available 24/7.',
    ),
  ).toBeInTheDocument();
  expect(footer().queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  expect(footer().queryByText(/regulator/)).not.toBeInTheDocument();
});

describe('US', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2024-01-05T20:03:09Z'), doNotFake: ['queueMicrotask'] });
    setConfig({ region: 'US' });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the server time from the server-time-utc and server-timezone headers, ticking', async () => {
    // The server's clock is 5 s ahead of this browser's.
    answerLinkGroups({
      'server-time-utc': '2024-01-05T20:03:14.000Z',
      'server-timezone': 'America/Chicago',
    });
    render(<Footer />);
    const time = await footer().findByTestId('server-time');
    expect(time).toHaveTextContent('02:03:14 PM CST');
    expect(time.parentElement).toHaveTextContent('Server time: 02:03:14 PM CST');
    act(() => jest.advanceTimersByTime(1000));
    expect(time).toHaveTextContent('02:03:15 PM CST');
    expect(footer().queryByText(/Version/)).not.toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Call 1-800-GAMBLER' })).toHaveAttribute(
      'href',
      'tel:18004262537',
    );
    expect(footer().getByText('You must be 21+ to gamble.')).toBeInTheDocument();
    expect(footer().getByText('Test regulator US')).toBeInTheDocument();
  });

  it('shows the session clock to a signed-in player', async () => {
    signIn(testUser({ country: 'US' }));
    act(() => sessionStart$.next(Date.now() - 65_000));
    render(<Footer />);
    const clock = footer().getByTestId('session-time');
    expect(clock.parentElement).toHaveTextContent('Session time: 0d 00h 01m 05s');
    act(() => jest.advanceTimersByTime(2000));
    expect(clock).toHaveTextContent('0d 00h 01m 07s');
    await act(async () => undefined);
  });

  it('shows no session clock when signed out', async () => {
    render(<Footer />);
    await act(async () => undefined);
    expect(footer().queryByTestId('session-time')).not.toBeInTheDocument();
  });
});

it('adds side margins on /fantasy', async () => {
  goTo('/fantasy/my-teams');
  render(<Footer />);
  expect(screen.getByRole('contentinfo')).toHaveAttribute('data-fantasy', 'true');
  await footer().findByRole('region', { name: 'Social' });
});

it('turns helplines with letters into dialable numbers', () => {
  expect(telHref('1800 858 858')).toBe('tel:1800858858');
  expect(telHref('1-800-GAMBLER')).toBe('tel:18004262537');
});

describe('link groups of an earlier page of this tab', () => {
  const never = () => new Promise<Response>(() => undefined);

  it('holds the space of the link groups until they are known', () => {
    fetchMock.mockImplementation(never);
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-awaiting-links', 'true');
    expect(footer().queryByRole('region', { name: 'Our brands' })).not.toBeInTheDocument();
  });

  it('shows them at once on the next page load, while the call refreshes them', async () => {
    const first = render(<Footer />);
    await footer().findByRole('region', { name: 'Our brands' });
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('data-awaiting-links');
    first.unmount();

    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<Footer />);
    expect(footer().getByRole('region', { name: 'Our brands' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('data-awaiting-links');

    const renamed = linkGroups.map((group) =>
      group.id === 1 ? { ...group, name: 'Our operators' } : group,
    );
    await act(async () => answer(fakeResponse({ body: { data: renamed } })));
    expect(footer().getByRole('region', { name: 'Our operators' })).toBeInTheDocument();
  });

  it('keeps them per region and brand', async () => {
    const first = render(<Footer />);
    await footer().findByRole('region', { name: 'Our brands' });
    first.unmount();

    fetchMock.mockImplementation(never);
    setConfig({ region: 'NZ' });
    render(<Footer />);
    expect(footer().queryByRole('region', { name: 'Our brands' })).not.toBeInTheDocument();
  });
});
