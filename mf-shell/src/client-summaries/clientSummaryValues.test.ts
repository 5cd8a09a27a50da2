import { summaryBonus, summaryCounter } from './clientSummaryValues';

describe('summaryBonus', () => {
  it('reads the bonuses of the contract shape by bonus type', () => {
    const summary = { active_contest_count: 2, bonuses: { cash: 1500, ticket: 3 } };
    expect(summaryBonus(summary, 'cash')).toBe(1500);
    expect(summaryBonus(summary, 'ticket')).toBe(3);
  });

  it('does not take a top-level counter for a bonus', () => {
    expect(summaryBonus({ cash: 700 }, 'cash')).toBeUndefined();
  });

  it('is undefined when there is no summary or no such bonus', () => {
    expect(summaryBonus(undefined, 'cash')).toBeUndefined();
    expect(summaryBonus({ bonuses: {} }, 'ticket')).toBeUndefined();
  });
});

describe('summaryCounter', () => {
  it('reads a counter by its key, ignoring anything that is not a number', () => {
    const summary = { active_bet_count: 4, bonuses: { cash: 0 } };
    expect(summaryCounter(summary, 'active_bet_count')).toBe(4);
    expect(summaryCounter(summary, 'bonuses')).toBeUndefined();
    expect(summaryCounter(undefined, 'active_bet_count')).toBeUndefined();
  });
});
