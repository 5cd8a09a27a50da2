import { testConfig } from '@portal/shared-utils/testing';
import { modalTitle } from './modalTitle';

it("gives a declaration's title, or what its function gives for the page's config", () => {
  const config = testConfig();
  const fantasyOn = { ...config, features: { ...config.features, fantasy: true } };
  const fantasyOff = { ...config, features: { ...config.features, fantasy: false } };
  const title = (current: typeof config) => (current.features.fantasy ? 'BOTH' : 'ONE');
  expect(modalTitle({ title: 'Deposit', access: 'signed-in' }, config)).toBe('Deposit');
  expect(modalTitle({ title, access: 'signed-out' }, fantasyOn)).toBe('BOTH');
  expect(modalTitle({ title, access: 'signed-out' }, fantasyOff)).toBe('ONE');
});
