import { endTutorial, startTutorial, tutorial$ } from './tutorial';

it('starts and ends the tutorial, emitting only on a change', () => {
  const seen: boolean[] = [];
  const subscription = tutorial$.subscribe((running) => seen.push(running));

  startTutorial();
  startTutorial();
  endTutorial();
  endTutorial();
  subscription.unsubscribe();

  expect(seen).toEqual([false, true, false]);
});
