import { act, renderHook } from '@testing-library/react';
import { useRead } from './useRead';

/** A read the test answers by hand, one promise per call. */
function manualRead() {
  const calls: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const read = jest.fn(
    () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })),
  );
  return { read, calls };
}

it('is pending until the answer comes, then holds it', async () => {
  const { read, calls } = manualRead();
  const { result } = renderHook(() => useRead(['doc', 1], read));
  expect(result.current.state).toEqual({ status: 'pending' });

  await act(async () => calls[0].resolve('one'));
  expect(result.current.state).toEqual({ status: 'success', data: 'one' });
  expect(read).toHaveBeenCalledTimes(1);
});

it('holds the error of a failed read, and reads again on retry', async () => {
  const { read, calls } = manualRead();
  const { result } = renderHook(() => useRead(['doc', 1], read));
  const failure = new Error('offline');
  await act(async () => calls[0].reject(failure));
  expect(result.current.state).toEqual({ status: 'error', error: failure });

  act(() => result.current.retry());
  expect(result.current.state).toEqual({ status: 'pending' });
  await act(async () => calls[1].resolve('one'));
  expect(result.current.state).toEqual({ status: 'success', data: 'one' });
});

it('reads again when the key changes and drops the answer to the earlier key', async () => {
  const { read, calls } = manualRead();
  const { result, rerender } = renderHook(({ id }) => useRead(['doc', id], read), {
    initialProps: { id: 1 },
  });
  rerender({ id: 2 });
  expect(read).toHaveBeenCalledTimes(2);

  await act(async () => calls[0].resolve('one'));
  expect(result.current.state).toEqual({ status: 'pending' });
  await act(async () => calls[1].resolve('two'));
  expect(result.current.state).toEqual({ status: 'success', data: 'two' });
});

it('does not read again when the component renders with the same key', () => {
  const { read } = manualRead();
  const { rerender } = renderHook(() => useRead(['doc', 1], read));
  rerender();
  expect(read).toHaveBeenCalledTimes(1);
});
