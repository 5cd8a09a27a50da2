// Test helpers of @portal/shared-utils, imported by the packages' tests as `@portal/shared-utils/testing`
// (Jest maps it to this file; package.json points TypeScript here). For tests only: never import it
// from application code, it is not part of the built module.
export { testUser } from './testUser';
export { testBrand, testConfig } from './testConfig';
export {
  calledPaths,
  fakeResponse,
  installFetchMock,
  mockRoutes,
  requestHeaders,
  type FakeResponseInit,
  type FetchMock,
  type Route,
} from './fakeFetch';
export { mockMatchMedia, mockViewportWidth } from './matchMedia';
export { default as FakePusher, FakeChannel } from './fakePusher';
export { installFakeSystem, removeFakeSystem, type FakeSystem } from './fakeSystem';
export { queryWrapper, serveQueryLibrary } from './queryLibrary';
export { modalsOwnedBy } from './modalsOwnedBy';
export { sentRequests, type SentRequest } from './sentRequests';
export { collectToasts } from './collectToasts';
export { CURRENT_USER_PATH } from '../session/currentUserResponse';
