// How the API's entry points (main.ts, realtime-main.ts) run as a process: a failed start exits 1,
// and SIGINT or SIGTERM closes what the process opened, once, then exits 0.

/** Runs `main`; an error while starting is printed and ends the process with exit code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** On the first SIGINT or SIGTERM, calls `close` with the signal, then exits 0. */
export function closeOnSignal(close: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    await close(signal);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
