import { config$, defaultConfig } from '@portal/shared-utils';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { CloseAccountPage } from './close-account/CloseAccountPage';
import { LimitsPage } from './limits/LimitsPage';
import { SelfExclusionPage } from './self-exclusion/SelfExclusionPage';
import { TakeABreakPage } from './take-a-break/TakeABreakPage';

afterEach(() => act(() => config$.next(defaultConfig)));

it.each<[string, ComponentType, string]>([
  [
    'Limits',
    LimitsPage,
    'Deposit and other limits, with their history, arrive with the responsible-gambling issue.',
  ],
  [
    'Take a Break',
    TakeABreakPage,
    'Taking a short or long break arrives with the responsible-gambling issue.',
  ],
  [
    'Self Exclusion',
    SelfExclusionPage,
    'Self exclusion arrives with the responsible-gambling issue.',
  ],
  [
    'Close Account',
    CloseAccountPage,
    'Closing your account arrives with the responsible-gambling issue.',
  ],
])(
  '%s is titled and says plainly that it arrives with the responsible-gambling issue',
  (title, Page, text) => {
    render(<Page />);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  },
);

it("is titled 'Take a timeout' in the US region", () => {
  act(() => config$.next({ ...defaultConfig, region: 'US' }));

  render(<TakeABreakPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Take a timeout' })).toBeInTheDocument();
  expect(
    screen.getByText('Taking a timeout arrives with the responsible-gambling issue.'),
  ).toBeInTheDocument();
});

it('follows a change of region', () => {
  render(<TakeABreakPage />);

  act(() => config$.next({ ...defaultConfig, region: 'US' }));

  expect(screen.getByRole('heading', { level: 1, name: 'Take a timeout' })).toBeInTheDocument();
});
