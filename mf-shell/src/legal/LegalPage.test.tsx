import { getConfig } from '@portal/shared-utils';
import {
  fakeResponse,
  calledPaths,
  installFetchMock,
  mockRoutes,
  type FetchMock,
} from '@portal/shared-utils/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goTo, resetShell, setConfig } from '../test-utils/testing';
import { isLegalDocument, legalDocumentKind, legalDocumentUrl } from './legalDocument';
import { LegalPage } from './LegalPage';

const document = (title: string) => ({
  title,
  summary: `About the ${title}.`,
  sections: [
    { heading: '1. First', paragraphs: ['One.', 'Two.'] },
    { heading: '2. Second', paragraphs: ['Three.'] },
  ],
});

let fetchMock: FetchMock;

beforeEach(() => {
  resetShell();
  fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'GET /brand/test-brand/legal/terms-and-conditions.json': () =>
      fakeResponse({ body: document('Terms and Conditions') }),
    'GET /brand/test-brand/legal/privacy-policy.json': () =>
      fakeResponse({ body: document('Privacy Policy') }),
    'GET /terms/current': () =>
      fakeResponse({
        body: {
          data: {
            version: '1.4',
            url: '/terms-and-conditions',
            updated_at: '2026-01-15T00:00:00Z',
          },
        },
      }),
  });
});

it('shows the brand document of the path as headings and paragraphs', async () => {
  goTo('/privacy-policy');
  render(<LegalPage />);
  const article = await screen.findByRole('article', { name: 'Privacy Policy' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  expect(
    within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['1. First', '2. Second']);
  expect(within(article).getByText('Three.').tagName).toBe('P');
  expect(screen.queryByText(/^Version/)).not.toBeInTheDocument();
});

it('shows the current terms version and date on the terms page', async () => {
  goTo('/terms-and-conditions');
  render(<LegalPage />);
  expect(await screen.findByText('Version 1.4, updated Thu 15 Jan 2026')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
});

it('shows the terms page without a version when the current terms cannot be read', async () => {
  mockRoutes(fetchMock, {
    'GET /brand/test-brand/legal/terms-and-conditions.json': () =>
      fakeResponse({ body: document('Terms and Conditions') }),
    'GET /terms/current': () => fakeResponse({ status: 503 }),
  });
  goTo('/terms-and-conditions');
  render(<LegalPage />);
  const article = await screen.findByRole('article', { name: 'Terms and Conditions' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(calledPaths(fetchMock)).toContain('/terms/current');
  expect(within(article).queryByText(/^Version/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('offers Retry when the document cannot be loaded', async () => {
  goTo('/responsible-gambling-policy');
  render(<LegalPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  mockRoutes(fetchMock, {
    'GET /brand/test-brand/legal/responsible-gambling-policy.json': () =>
      fakeResponse({ body: document('Responsible Gambling Policy') }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByRole('article', { name: 'Responsible Gambling Policy' }),
  ).toBeInTheDocument();
});

it("fetches the document from the page's brand and is not found when the brand has none", async () => {
  const shipped = getConfig();
  const legal = {
    ...shipped.brand.legal,
    privacyPolicy: { version: '2', url: '/brand/other/legal/privacy.json' },
    responsibleGambling: { version: '', url: '' },
  };
  const config = { ...shipped, brand: { ...shipped.brand, legal } };
  expect(legalDocumentKind(config, '/privacy-policy/')).toBe('privacyPolicy');
  expect(legalDocumentKind(config, '/elsewhere')).toBeNull();
  expect(legalDocumentUrl(config, 'privacyPolicy')).toBe('/brand/other/legal/privacy.json');

  setConfig({ brand: config.brand });
  goTo('/responsible-gambling-policy');
  render(<LegalPage />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(calledPaths(fetchMock)).toEqual([]);
});

it('accepts structured text only', () => {
  expect(isLegalDocument(document('Terms'))).toBe(true);
  expect(isLegalDocument({ title: 'T', summary: 'S', sections: [{ heading: 'H' }] })).toBe(false);
  expect(isLegalDocument('<h1>Terms</h1>')).toBe(false);
});
