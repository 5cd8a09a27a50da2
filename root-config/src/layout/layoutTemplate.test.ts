import fs from 'node:fs';
import path from 'node:path';
import { constructApplications, matchRoute } from 'single-spa-layout';
import { layoutRoutes } from './layoutRoutes';

/** The layout template of index.html, as root-config reads it at start-up. */
function layoutTemplate(): HTMLTemplateElement {
  const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');
  const template = page.querySelector<HTMLTemplateElement>('#single-spa-layout');
  if (!template) throw new Error('index.html has no layout template');
  return template;
}

type Node = { type: string; name?: string; routes?: Node[] };

function applicationsAt(pathname: string): string[] {
  const { routes } = matchRoute(layoutRoutes(layoutTemplate()), pathname) as {
    routes: Node[];
  };
  const names: string[] = [];
  const walk = (nodes: Node[] = []) =>
    nodes.forEach((node) => {
      if (node.type === 'application' && node.name) names.push(node.name);
      walk(node.routes);
    });
  walk(routes);
  return names;
}

describe('the layout template', () => {
  it.each(['/terms-and-conditions', '/privacy-policy', '/responsible-gambling-policy'])(
    'shows %s as a legal page of the shell, not as not-found',
    (pathname) => {
      const apps = applicationsAt(pathname);
      expect(apps).toContain('@portal/shell#legal');
      expect(apps).not.toContain('@portal/shell#notFound');
    },
  );

  it('shows the account page at its path, and not-found for any path below it', () => {
    expect(applicationsAt('/account/profile')).toContain('@portal/account-profile#profile');
    expect(applicationsAt('/account/profile/')).toContain('@portal/account-profile#profile');
    const below = applicationsAt('/account/profile/extra');
    expect(below).not.toContain('@portal/account-profile#profile');
    expect(below).toContain('@portal/shell#accountNotFound');
    expect(applicationsAt('/account/limits/2')).toContain('@portal/shell#accountNotFound');
  });

  it('routes every path below /account/withdraw to @portal/payments, which shows the not-found itself', () => {
    for (const pathname of [
      '/account/withdraw',
      '/account/withdraw/request/venmo',
      '/account/withdraw/x',
    ]) {
      const apps = applicationsAt(pathname);
      expect(apps).toContain('@portal/payments#withdraw');
      expect(apps).not.toContain('@portal/shell#accountNotFound');
    }
  });

  it('gives every application under /account the basename /account, and no other application', () => {
    const applications = constructApplications({
      routes: layoutRoutes(layoutTemplate()),
      loadApp: () => new Promise(() => {}),
    });
    const propsAt = (name: string, pathname: string) => {
      const app = applications.find((application) => application.name === name);
      const customProps = app?.customProps as (name: string, location: Location) => object;
      return customProps(name, new URL(pathname, 'http://localhost') as unknown as Location);
    };

    expect(propsAt('@portal/responsible-gambling#limits', '/account/limits')).toEqual({
      basename: '/account',
    });
    expect(propsAt('@portal/payments#withdraw', '/account/withdraw/request/venmo')).toEqual({
      basename: '/account',
    });
    expect(propsAt('@portal/account-profile#profile', '/account/profile')).toEqual({
      basename: '/account',
    });
    expect(propsAt('@portal/betting-host#app', '/betting')).toEqual({});
  });
});
