// The two pages every browser figure is measured on: the portal and the bare React page. For each,
// what "usable" means (the checks page-marks.mjs waits for) and what the bench clicks.

const HEADER = '[id="single-spa-application:@portal/shell#header"]';
const BETTING = '[id="single-spa-application:@portal/betting-host#app"]';
const slotHeading = (app, text) => ({ selector: `[id="single-spa-application:${app}"] h1`, text });
const accountLink = (page, name) =>
  page.getByRole('navigation', { name: 'Account', exact: true }).getByRole('link', { name });

/** The composed portal at `origin`, signed out on /betting and signed in on /account. */
export function portalSubject(origin) {
  const headerButtons = [
    { selector: `${HEADER} button`, text: 'Login' },
    { selector: `${HEADER} button`, text: 'Join' },
  ];
  return {
    name: 'portal',
    origin,
    firstPath: '/betting',
    /** The header's Login and Join buttons. */
    header: headerButtons,
    /** The header's buttons and the betting client app's page in the betting host's slot. */
    page: [...headerButtons, { selector: `${BETTING} h1` }],
    join: {
      button: (page) => page.locator(HEADER).getByRole('button', { name: 'Join', exact: true }),
      /** The signup form's first field. */
      shown: [{ selector: '[role="dialog"] form input' }],
    },
    route: {
      path: '/account/profile',
      signedIn: true,
      shown: [slotHeading('@portal/account-profile#profile', 'Profile')],
      there: {
        link: (page) => accountLink(page, 'Cash Transactions'),
        shown: [slotHeading('@portal/payments#transactions', 'Cash Transactions')],
      },
      back: {
        link: (page) => accountLink(page, 'Profile'),
        shown: [slotHeading('@portal/account-profile#profile', 'Profile')],
      },
    },
  };
}

/** The bare React page (bare/) at `origin`: one button, a dialog, a state change. */
export function bareSubject(origin) {
  const button = [{ selector: 'header button', text: 'Join' }];
  const heading = (text) => [{ selector: 'main h1', text }];
  return {
    name: 'bare page',
    origin,
    firstPath: '/',
    header: button,
    page: button,
    join: {
      button: (page) => page.getByRole('button', { name: 'Join', exact: true }),
      shown: [{ selector: '[role="dialog"] form input' }],
    },
    route: {
      path: '/',
      signedIn: false,
      shown: heading('Bare page'),
      there: {
        link: (page) => page.getByRole('link', { name: 'Next page' }),
        shown: heading('Next page'),
      },
      back: {
        link: (page) => page.getByRole('link', { name: 'Bare page' }),
        shown: heading('Bare page'),
      },
    },
  };
}
