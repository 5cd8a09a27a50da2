import { removeFakeSystem, queryWrapper } from '@portal/shared-utils/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { installFakeShell } from '../test-utils/fakeShell';
import { ShellAccountNotFound } from './ShellAccountNotFound';

afterEach(removeFakeSystem);

it("mounts the shell's account not-found from the import map, and unmounts it with the page", async () => {
  const { system, accountNotFound } = installFakeShell();

  const { unmount } = render(<ShellAccountNotFound />, { wrapper: queryWrapper().wrapper });

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(system.import).toHaveBeenCalledWith('@portal/shell');
  unmount();
  await waitFor(() => expect(accountNotFound.unmount).toHaveBeenCalledTimes(1));
});

/** Stands in for the error boundary createLifecycles puts around every application. */
class ShowError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

it("throws to the application's error boundary when the shell cannot be loaded", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  installFakeShell().system.import.mockRejectedValue(new Error('offline'));

  render(
    <ShowError>
      <ShellAccountNotFound />
    </ShowError>,
    { wrapper: queryWrapper().wrapper },
  );

  expect(await screen.findByRole('alert')).toHaveTextContent('offline');
});
