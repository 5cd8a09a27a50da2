// What a brand is, as data (brands/data/<slug>/brand.json): one build and one API serve every brand
// whose file passes this schema. Every message says what the field must be.
const { z } = require('zod');

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const text = z.string().trim().min(1, 'must not be empty');
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #0a5bd3');
const length = z.string().regex(/^\d+(\.\d+)?(px|rem)$/, 'must be a length like 8px or 0.5rem');
const fontStack = z
  .string()
  .regex(/^[\w\s,'"-]+$/, 'must be a font-family list like system-ui, sans-serif');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by -');
const pagePath = z
  .string()
  .regex(/^(\/[a-z0-9-]+)+$/, 'must be a page path like /terms-and-conditions');
const brandFile = z
  .string()
  .regex(
    /^([a-z0-9-]+\/)*[a-z0-9-]+\.(svg|png|json)$/,
    'must be a file in the brand folder, like legal/terms-and-conditions.json',
  );

const legalDocument = z.strictObject({ version: text, path: pagePath, file: brandFile });
const regionTexts = z.strictObject({ helpline: text, regulator: text });

const bonusType = z.strictObject({
  type: z.enum(['cash', 'ticket']),
  name: text,
  icon: slug,
});
const balanceLink = z.strictObject({
  icon: slug,
  url: pagePath,
  name: text,
  counterKey: z
    .string()
    .regex(/^[a-z_]+$/, 'must be a client summary key')
    .optional(),
});
const clientApp = z.strictObject({
  clientId: z.number().int().positive(),
  name: text,
  product: text,
  bonusTypes: z.array(bonusType),
  balanceLinks: z.array(balanceLink),
});

const FEATURES = [
  'fantasy',
  'defaultFantasy',
  'spendingLimit',
  'cardPayment',
  'identityCheck',
  'inviteOnlySignup',
  'singleBrand',
  'responsibleGamblingBlock',
  'landingExact',
];

const BrandSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  hosts: z
    .array(z.string().regex(HOST_NAME, 'must be a lower-case host name like brand.example.com'))
    .min(1, 'must name at least one host'),
  name: text,
  company: text,
  // How players reach customer service (the deposit help line shows it).
  support: z.strictObject({
    phone: text,
    email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'),
  }),
  logos: z.strictObject({ light: brandFile, dark: brandFile }),
  tokens: z.strictObject({
    colors: z.strictObject({
      primary: colour,
      onPrimary: colour,
      header: colour,
      onHeader: colour,
      accent: colour,
      background: colour,
      surface: colour,
      text: colour,
      focus: colour,
    }),
    fonts: z.strictObject({ body: fontStack }),
    radii: z.strictObject({ small: length, medium: length, large: length }),
  }),
  legal: z.strictObject({
    terms: legalDocument,
    privacyPolicy: legalDocument,
    responsibleGambling: legalDocument,
  }),
  regions: z.strictObject({ AU: regionTexts, NZ: regionTexts, US: regionTexts }),
  bankTransfer: z.strictObject({
    bank_name: text,
    account_name: text,
    account_number: z.string().regex(/^\d{6,10}$/, 'must be 6 to 10 digits'),
    bsb_number: z.string().regex(/^\d{3}-\d{3}$/, 'must be a BSB like 062-000'),
  }),
  identityRuleSets: z.strictObject({ AU: text, NZ: text }),
  clientApps: z.array(clientApp).min(1, 'must list at least one client app'),
  features: z
    .strictObject(Object.fromEntries(FEATURES.map((name) => [name, z.boolean()])))
    .partial(),
  accounts: z.strictObject({ sharedWith: z.array(slug) }),
});

module.exports = { BrandSchema, FEATURES };
