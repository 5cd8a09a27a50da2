import { limitConcurrency } from './hashing-slots';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('limitConcurrency', () => {
  it('runs at most the given number of tasks at once, the others in the order they came', async () => {
    const slot = limitConcurrency(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      slot(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    gates[3].resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot when a task fails', async () => {
    const slot = limitConcurrency(1);
    await expect(slot(() => Promise.reject(new Error('wrong password')))).rejects.toThrow();
    expect(await slot(async () => 'next')).toBe('next');
  });
});
