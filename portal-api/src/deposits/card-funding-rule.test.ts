import { messages } from '@portal/contract';
import { loadConfig } from '../config';
import { fundingRefusal } from './card-funding-rule';

const ruleOf = (env: Record<string, string>) => loadConfig(env).cardFundingRule;
const OHIO = { PORTAL_REGION: 'US', PORTAL_US_STATE: 'OH' };
const IOWA = { PORTAL_REGION: 'US', PORTAL_US_STATE: 'IA' };

describe('the card funding rule configuration', () => {
  it('refuses credit in Australia only, until a state switches it on', () => {
    expect(fundingRefusal(ruleOf({}), 'credit')).toBe(
      messages.deposits.cardFundingRefused('Credit', 'Australia'),
    );
    expect(fundingRefusal(ruleOf({}), 'debit')).toBeNull();
    expect(fundingRefusal(ruleOf({ PORTAL_REGION: 'NZ' }), 'credit')).toBeNull();
    expect(fundingRefusal(ruleOf(OHIO), 'credit')).toBeNull();
    expect(fundingRefusal(ruleOf(IOWA), 'credit')).toBeNull();
  });

  it("switches Ohio's rule on with its own variable, leaving Iowa alone", () => {
    const switchedOn = { CARD_FUNDING_REFUSED_OH: 'credit' };
    expect(fundingRefusal(ruleOf({ ...OHIO, ...switchedOn }), 'credit')).toBe(
      messages.deposits.cardFundingRefused('Credit', 'Ohio'),
    );
    expect(fundingRefusal(ruleOf({ ...OHIO, ...switchedOn }), 'prepaid')).toBeNull();
    expect(fundingRefusal(ruleOf({ ...IOWA, ...switchedOn }), 'credit')).toBeNull();
  });

  it('refuses a card the provider cannot classify wherever a type is refused', () => {
    expect(fundingRefusal(ruleOf({}), null)).toBe(
      messages.deposits.cardFundingRefused('Credit', 'Australia'),
    );
    expect(fundingRefusal(ruleOf({ PORTAL_REGION: 'NZ' }), null)).toBeNull();
  });

  it('stops the start on a funding type it does not know, and switches a rule off with none', () => {
    expect(() => loadConfig({ CARD_FUNDING_REFUSED_AU: 'credit,charge' })).toThrow(
      /CARD_FUNDING_REFUSED_AU must be none or a list of debit, credit, prepaid/,
    );
    expect(ruleOf({ CARD_FUNDING_REFUSED_AU: 'none' }).refused).toEqual([]);
  });
});
