import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk that fails on the first fetch and arrives on the second. */
function flakyChunk() {
  const load = jest
    .fn<Promise<typeof Greeting>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(Greeting);
  return load;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('shows the fallback until the code arrives, then the part with its props', async () => {
  const Lazy = lazyComponent(() => Promise.resolve(Greeting), { fallback: <p>Waiting</p> });
  render(<Lazy name="Dana" />);

  expect(screen.getByText('Waiting')).toBeInTheDocument();
  expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
});

it('shows the slot error when the code cannot be fetched, and Retry fetches it again', async () => {
  const load = flakyChunk();
  const Lazy = lazyComponent(load);
  render(<Lazy name="Dana" />);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This part of the page could not be loaded.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows its own error when given one', async () => {
  const Lazy = lazyComponent(flakyChunk(), {
    error: (retry) => (
      <button type="button" onClick={retry}>
        Try again
      </button>
    ),
  });
  render(<Lazy name="Dana" />);

  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
});

it('fetches once when preloaded, and a failed preload is fetched again when the part renders', async () => {
  const load = flakyChunk();
  const Lazy = lazyComponent(load);
  await act(async () => Lazy.preload());
  expect(load).toHaveBeenCalledTimes(1);

  render(<Lazy name="Dana" />);
  expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
