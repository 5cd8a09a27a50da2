import { defaultConfig, type PortalConfig } from '@portal/shared-utils';
import { selectRoutes } from './selectRoutes';

function template(): HTMLTemplateElement {
  const element = document.createElement('template');
  element.innerHTML = `
    <single-spa-router>
      <route path="/" exact data-landing><application name="@portal/shell#landing"></application></route>
      <route path="betting"><application name="@portal/betting-host#app"></application></route>
      <route path="fantasy" data-fantasy><application name="@portal/fantasy-host#app"></application></route>
    </single-spa-router>`;
  return element;
}

const config = (features: Partial<PortalConfig['features']>): PortalConfig => ({
  ...defaultConfig,
  features: { ...defaultConfig.features, ...features },
});
const paths = (element: HTMLTemplateElement) =>
  [...element.content.querySelectorAll('route')].map((route) => route.getAttribute('path'));

describe('selectRoutes', () => {
  it('keeps /fantasy when fantasy is enabled and drops the landing route by default', () => {
    expect(paths(selectRoutes(template(), config({ fantasy: true })))).toEqual([
      'betting',
      'fantasy',
    ]);
  });

  it('drops /fantasy when fantasy is disabled', () => {
    expect(paths(selectRoutes(template(), config({ fantasy: false })))).toEqual(['betting']);
  });

  it('keeps the exact landing route when configured', () => {
    expect(paths(selectRoutes(template(), config({ landingExact: true })))).toContain('/');
  });

  it('leaves the template in the page untouched', () => {
    const original = template();
    selectRoutes(original, config({ fantasy: false }));
    expect(paths(original)).toHaveLength(3);
  });
});
