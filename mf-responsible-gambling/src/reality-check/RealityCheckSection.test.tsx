import { fakeResponse, type Route } from '@portal/shared-utils/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { never, ok, pageTest, playerOf, refused, resetState } from '../test-utils/testing';
import { RealityCheckSection } from './RealityCheckSection';
import { REALITY_CHECK_PATH, realityCheckOf, realityCheckRoute } from './realityCheckSamples';

const page = pageTest();
const SAVE = `PUT ${REALITY_CHECK_PATH}`;

function renderSection(routes: Record<string, Route>) {
  return page.render(<RealityCheckSection />, playerOf('AU'), routes);
}

const section = () => screen.getByRole('region', { name: 'Reality check' });
const choice = () => within(section()).getByRole('radiogroup', { name: 'Reality check interval' });
const option = (name: string) => within(choice()).getByRole('radio', { name });
const saveButton = () => within(section()).getByRole('button', { name: /Save reality check$/ });
const saves = () => page.actions().filter(({ method }) => method === 'PUT');

beforeEach(() => resetState());

it('explains the check, then shows the interval the server keeps', async () => {
  renderSection(realityCheckRoute(60));

  expect(section()).toHaveTextContent(
    'A reality check pauses your play at the interval you choose to show how long you have been logged in and how much you have won or lost this session.',
  );
  expect(within(section()).getByRole('status')).toHaveTextContent('Loading your reality check');
  expect(await screen.findByRole('radio', { name: 'Every 60 minutes' })).toBeChecked();
  expect(
    within(choice())
      .getAllByRole('radio')
      .map((radio) => radio.nextSibling?.textContent),
  ).toEqual(['Off', 'Every 15 minutes', 'Every 30 minutes', 'Every 60 minutes']);
});

it('saves the chosen interval and says so in a toast', async () => {
  const { user } = renderSection({
    ...realityCheckRoute(60),
    [SAVE]: ok({ data: realityCheckOf(15) }),
  });
  await user.click(await screen.findByRole('radio', { name: 'Every 15 minutes' }));
  await user.click(saveButton());

  await waitFor(() =>
    expect(page.toasts).toEqual([
      expect.objectContaining({
        title: 'Saved. You will see a reality check every 15 minutes.',
        type: 'success',
      }),
    ]),
  );
  expect(saves()).toEqual([
    { method: 'PUT', path: REALITY_CHECK_PATH, body: { interval_minutes: 15 } },
  ]);
  expect(option('Every 15 minutes')).toBeChecked();
});

it('turns the checks off with the keyboard', async () => {
  const { user } = renderSection({
    ...realityCheckRoute(30),
    [SAVE]: ok({ data: realityCheckOf(0) }),
  });
  await user.click(await screen.findByRole('radio', { name: 'Every 30 minutes' }));
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(option('Off')).toHaveFocus();
  await user.tab();
  expect(saveButton()).toHaveFocus();
  await user.keyboard('{Enter}');

  await waitFor(() =>
    expect(page.toasts).toEqual([
      expect.objectContaining({ title: 'Saved. Reality checks are off.', type: 'success' }),
    ]),
  );
  expect(saves()).toEqual([
    { method: 'PUT', path: REALITY_CHECK_PATH, body: { interval_minutes: 0 } },
  ]);
});

it('shows the save under way on the button', async () => {
  const { user } = renderSection({ ...realityCheckRoute(60), [SAVE]: never });
  await user.click(await screen.findByRole('radio', { name: 'Every 30 minutes' }));
  await user.click(saveButton());

  await waitFor(() => expect(saveButton()).toBeDisabled());
  expect(saveButton()).toHaveAttribute('aria-busy', 'true');
  expect(page.toasts).toEqual([]);
});

it("shows the server's refusal of the interval at the choice, which keeps the player's pick", async () => {
  const { user } = renderSection({
    ...realityCheckRoute(60),
    [SAVE]: refused({
      interval_minutes: ['Please choose an interval of 0, 15, 30 or 60 minutes.'],
    }),
  });
  await user.click(await screen.findByRole('radio', { name: 'Every 15 minutes' }));
  await user.click(saveButton());

  const message = await within(choice()).findByText(
    'Please choose an interval of 0, 15, 30 or 60 minutes.',
  );
  expect(choice()).toHaveAccessibleDescription(message.textContent ?? '');
  expect(option('Every 15 minutes')).toBeChecked();
  expect(page.toasts).toEqual([]);
});

it('shows a refusal that names no field under the button', async () => {
  const { user } = renderSection({
    ...realityCheckRoute(60),
    [SAVE]: refused({ error: ['Your account is closed.'] }, 403),
  });
  await user.click(await screen.findByRole('radio', { name: 'Off' }));
  await user.click(saveButton());
  expect(await within(section()).findByRole('alert')).toHaveTextContent('Your account is closed.');
});

it('says when the setting cannot be read', async () => {
  renderSection({ [`GET ${REALITY_CHECK_PATH}`]: () => fakeResponse({ status: 500 }) });

  expect(await within(section()).findByRole('alert')).toHaveTextContent(
    "We couldn't load your reality check, please try again.",
  );
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
});
