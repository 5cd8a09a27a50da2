import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createLifecycles } from '../mf/createLifecycles';
import { user$ } from '../streams/user';
import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import { serveQueryLibrary } from '../testing/queryLibrary';
import { testUser } from '../testing/testUser';
import { currentUserQuery } from './currentUserQuery';
import { getQueryClient } from './queryClient';

type Lifecycles = ReturnType<typeof createLifecycles>;

const props = (domElement: HTMLElement) =>
  ({ name: '@portal/test', domElement, singleSpa: {}, mountParcel: jest.fn() }) as never;

async function mount(Component: () => React.ReactNode) {
  const element = document.createElement('div');
  document.body.append(element);
  const lifecycles: Lifecycles = createLifecycles(Component);
  await lifecycles.bootstrap(props(element));
  await lifecycles.mount(props(element));
  return () => lifecycles.unmount(props(element));
}

// single-spa mounts and unmounts the React root itself, as on the page: outside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(removeFakeSystem);

it("gives a micro-frontend's tree the page's QueryClient once the query library is on the page", async () => {
  serveQueryLibrary(installFakeSystem());
  user$.next(testUser({ first_name: 'Ada' }));
  const client = await getQueryClient();
  function Name() {
    const sameClient = useQueryClient() === client;
    const { data } = useQuery(currentUserQuery);
    return <p>{sameClient && data ? data.first_name : 'no client'}</p>;
  }

  const unmount = await mount(Name);

  await waitFor(() => expect(screen.getByText('Ada')).toBeInTheDocument());
  await unmount();
  user$.next(null);
});

it('renders a tree without a provider when no module has loaded the query library', async () => {
  installFakeSystem();
  const unmount = await mount(() => <p>signed-out header</p>);

  expect(screen.getByText('signed-out header')).toBeInTheDocument();
  await unmount();
});
