import { OutcomeQueue, parseOutcome } from './outcomes';

it('uses each queued outcome once, per player, then answers in the jurisdiction', () => {
  const queue = new OutcomeQueue();
  queue.push(7, { outcome: 'out_of_jurisdiction' });
  queue.push(7, { outcome: 'error', code: 604 });
  expect(queue.next(8)).toEqual({ outcome: 'in_jurisdiction' });
  expect(queue.next(7)).toEqual({ outcome: 'out_of_jurisdiction' });
  expect(queue.next(7)).toEqual({ outcome: 'error', code: 604 });
  expect(queue.next(7)).toEqual({ outcome: 'in_jurisdiction' });
});

it.each([
  [
    { userId: 7, outcome: 'in_jurisdiction' },
    { userId: 7, outcome: { outcome: 'in_jurisdiction' } },
  ],
  [
    { userId: 7, outcome: 'no_answer' },
    { userId: 7, outcome: { outcome: 'no_answer' } },
  ],
  [
    { userId: 7, outcome: 'other_state', state: 'OH' },
    { userId: 7, outcome: { outcome: 'other_state', state: 'OH' } },
  ],
  [
    { userId: 7, outcome: 'error', code: 621 },
    { userId: 7, outcome: { outcome: 'error', code: 621 } },
  ],
])('reads %j', (body, parsed) => {
  expect(parseOutcome(body)).toEqual(parsed);
});

it.each([
  [null, 'userId must be a positive integer'],
  [{ userId: '7', outcome: 'in_jurisdiction' }, 'userId must be a positive integer'],
  [
    { userId: 7, outcome: 'elsewhere' },
    'outcome must be in_jurisdiction, out_of_jurisdiction, other_state, error or no_answer',
  ],
  [
    { userId: 7, outcome: 'error', code: 612 },
    'code must be one of 601, 602, 603, 604, 605, 606, 607, 608, 609, 621, 640, 689',
  ],
  [{ userId: 7, outcome: 'other_state', state: 'Ohio' }, 'state must be a two-letter state code'],
])('refuses %j', (body, reason) => {
  expect(parseOutcome(body)).toBe(reason);
});
