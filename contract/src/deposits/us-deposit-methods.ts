// The US deposit methods (spec 2 §3). A module without imports, so a browser build takes it alone
// (the export @portal/contract/deposits/us-deposit-methods).

/** US deposit method ids; 11 is Sightline, which the portal shows as Play+. */
export const US_DEPOSIT_METHOD = {
  trustly: 1,
  vipPreferred: 6,
  paypal: 7,
  creditCard: 8,
  paysafecash: 9,
  skrill: 10,
  playPlus: 11,
} as const;
