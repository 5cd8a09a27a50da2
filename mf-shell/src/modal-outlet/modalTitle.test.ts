import { getConfig, isModalName, MODALS } from '@portal/shared-utils';
import { modalTitle } from './modalTitle';

it('gives every modal a title', () => {
  Object.keys(MODALS)
    .filter(isModalName)
    .forEach((name) => {
      expect(modalTitle(name, getConfig())).not.toBe('');
    });
});
