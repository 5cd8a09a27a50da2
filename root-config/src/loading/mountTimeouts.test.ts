import { registerApplication, start, triggerAppChange } from 'single-spa';
import { MOUNT_ERROR_MS, MOUNT_WARNING_MS, setMountTimeouts } from './mountTimeouts';

let error: jest.SpyInstance;
let warn: jest.SpyInstance;

/** An application mounted at `path` whose mount ends when `finish` is called. */
function slowApplication(name: string, path: string) {
  let finish = () => {};
  const mounted = new Promise<void>((resolve) => (finish = resolve));
  registerApplication({
    name,
    app: {
      bootstrap: () => Promise.resolve(),
      mount: () => mounted,
      unmount: () => Promise.resolve(),
    },
    activeWhen: path,
  });
  return () => finish();
}

async function elapse(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeAll(() => {
  jest.useFakeTimers();
  setMountTimeouts();
  start({ urlRerouteOnly: true });
});

beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('a slot that takes 5 s to mount warns on the console but logs no error', async () => {
  const finish = slowApplication('slow', '/slow');
  window.history.pushState(null, '', '/slow');
  void triggerAppChange();
  await elapse(MOUNT_WARNING_MS + 100);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('slow'));
  await elapse(5_000 - MOUNT_WARNING_MS - 100);
  finish();
  await elapse(MOUNT_ERROR_MS);
  expect(error).not.toHaveBeenCalled();
});

it('a slot still mounting after 10 s logs an error naming it', async () => {
  slowApplication('stuck', '/stuck');
  window.history.pushState(null, '', '/stuck');
  void triggerAppChange();
  await elapse(MOUNT_ERROR_MS - 100);
  expect(error).not.toHaveBeenCalled();
  await elapse(200);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('stuck'));
});
