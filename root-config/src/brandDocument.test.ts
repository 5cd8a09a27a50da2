import { testConfig } from '@portal/shared-utils/testing';
import { nameDocumentForBrand } from './brandDocument';

it("titles the page with the name of the runtime config's brand", () => {
  document.title = '';
  nameDocumentForBrand(testConfig());
  expect(document.title).toBe('Test Brand');

  const other = testConfig();
  nameDocumentForBrand({ ...other, brand: { ...other.brand, name: 'Other Bet' } });
  expect(document.title).toBe('Other Bet');
  expect(document.documentElement.dataset.brand).toBeUndefined();
});
