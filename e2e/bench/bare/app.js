/* global System */
// The bare React page the bench measures the portal against: the portal's own React build (the
// SystemJS modules root-config publishes) rendering a header with one button that opens a dialog,
// and a heading with a link that changes the page by a state change, as a route change does.
Promise.all([System.import('react'), System.import('react-dom/client')]).then(
  ([{ createElement: h, Fragment, useEffect, useState }, { createRoot }]) => {
    const PAGES = { '/': 'Bare page', '/next': 'Next page' };
    const pageOf = () => (location.pathname === '/next' ? '/next' : '/');

    function SignupDialog() {
      return h(
        'div',
        { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'signup-title' },
        h('h2', { id: 'signup-title' }, 'Sign up'),
        h('form', null, h('label', null, 'Email ', h('input', { type: 'email', name: 'email' }))),
      );
    }

    function App() {
      const [dialogOpen, setDialogOpen] = useState(false);
      const [page, setPage] = useState(pageOf);
      useEffect(() => {
        const onPopState = () => setPage(pageOf());
        window.addEventListener('popstate', onPopState);
        return () => window.removeEventListener('popstate', onPopState);
      }, []);
      const other = page === '/' ? '/next' : '/';
      const go = (event) => {
        event.preventDefault();
        history.pushState(null, '', other);
        setPage(other);
      };
      return h(
        Fragment,
        null,
        h(
          'header',
          null,
          h('button', { type: 'button', onClick: () => setDialogOpen(true) }, 'Join'),
        ),
        h(
          'main',
          null,
          h('h1', null, PAGES[page]),
          h('a', { href: other, onClick: go }, PAGES[other]),
        ),
        dialogOpen && h(SignupDialog),
      );
    }

    createRoot(document.getElementById('root')).render(h(App));
  },
);
