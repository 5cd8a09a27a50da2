import { CARD_FUNDING, messages, type CardFunding } from '@portal/contract';
import { US_STATE_NAMES, type Region, type UsState } from '../region';

/** Where a card funding rule holds: the portal's region, or its US state. */
export type Jurisdiction = 'AU' | 'NZ' | UsState;

/** The card funding types the law where the portal operates bars from online gambling. */
export interface CardFundingRule {
  /** The place the refusal names (Australia, New Zealand, Iowa, Ohio). */
  place: string;
  refused: readonly CardFunding[];
}

// Australia has banned credit cards for online wagering since June 2024 (Interactive Gambling
// Amendment (Credit and Other Measures) Act 2023); elsewhere nothing is refused until configured.
const DEFAULT_REFUSED: Record<Jurisdiction, readonly CardFunding[]> = {
  AU: ['credit'],
  NZ: [],
  IA: [],
  OH: [],
};

const PLACES: Record<Jurisdiction, string> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  ...US_STATE_NAMES,
};

export function jurisdictionOf(region: Region, usState: UsState): Jurisdiction {
  return region === 'US' ? usState : region;
}

/** The env variable that sets a jurisdiction's refused funding types. */
export const refusedFundingVariable = (jurisdiction: Jurisdiction) =>
  `CARD_FUNDING_REFUSED_${jurisdiction}`;

/**
 * The rule in force: `raw` (CARD_FUNDING_REFUSED_<jurisdiction>) is a comma-separated list of
 * funding types, or `none`; unset or empty keeps the jurisdiction's default. A typo stops the start
 * rather than silently allowing a card the law bans.
 */
export function cardFundingRule(
  jurisdiction: Jurisdiction,
  raw: string | undefined,
): CardFundingRule {
  const place = PLACES[jurisdiction];
  if (raw === undefined || raw.trim() === '')
    return { place, refused: DEFAULT_REFUSED[jurisdiction] };
  if (raw.trim() === 'none') return { place, refused: [] };
  const refused = raw.split(',').map((item) => item.trim());
  const unknown = refused.filter((item) => !(CARD_FUNDING as readonly string[]).includes(item));
  if (unknown.length > 0) {
    throw new Error(
      `${refusedFundingVariable(jurisdiction)} must be none or a list of ${CARD_FUNDING.join(', ')}, got '${raw}'`,
    );
  }
  return { place, refused: refused as CardFunding[] };
}

/** The message naming the rule that refuses cards of `funding`. */
export function fundingRefusalText(rule: CardFundingRule, funding: CardFunding): string {
  const named = funding.charAt(0).toUpperCase() + funding.slice(1);
  return messages.deposits.cardFundingRefused(named, rule.place);
}

/**
 * The refusal when the rule bars a card of `funding`, else null. A card whose funding the provider
 * cannot tell (null) is refused wherever the rule refuses anything, with the first type's message:
 * the law cannot be shown to allow it.
 */
export function fundingRefusal(rule: CardFundingRule, funding: CardFunding | null): string | null {
  if (rule.refused.length === 0) return null;
  if (funding !== null && !rule.refused.includes(funding)) return null;
  return fundingRefusalText(rule, funding ?? rule.refused[0]);
}
