// Functions the bench runs inside the page (Playwright serializes them). installBench must run
// first (an init script); the marks it keeps in window.bench.marks are times in ms on the page's
// clock (performance.now(), from navigation start). `checks` are shown in a frame when, for each
// check, some element matches `selector` (with the exact text `text` when given) and is visible.
// The check runs in requestAnimationFrame, which sees the DOM as the coming frame paints it and runs
// only when the main thread is free to draw: a mark is the first frame that shows what it waits for.

/** Adds window.bench: the marks and whenShown(checks, callback). */
export function installBench() {
  const shown = (checks) =>
    checks.every(({ selector, text }) =>
      [...document.querySelectorAll(selector)].some(
        (element) =>
          (text === undefined || element.textContent.trim() === text) && element.checkVisibility(),
      ),
    );
  window.bench = {
    marks: {},
    /** Calls `callback` with the time of the first frame, from now on, that shows `checks`. */
    whenShown(checks, callback) {
      const frame = () =>
        shown(checks) ? callback(performance.now()) : requestAnimationFrame(frame);
      requestAnimationFrame(frame);
    },
  };
}

/** Marks `name`: navigation start to the first frame that shows `checks`. */
export function markWhenShown({ name, checks }) {
  window.bench.whenShown(checks, (time) => {
    window.bench.marks[name] = time;
  });
}

/** Marks `name`: the next click's event time to the first frame after it that shows `checks`. */
export function markAfterClick({ name, checks }) {
  document.addEventListener(
    'click',
    (event) =>
      window.bench.whenShown(checks, (time) => {
        window.bench.marks[name] = time - event.timeStamp;
      }),
    { capture: true, once: true },
  );
}
