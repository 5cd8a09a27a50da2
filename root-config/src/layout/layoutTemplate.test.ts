import fs from 'node:fs';
import path from 'node:path';
import { constructRoutes, matchRoute } from 'single-spa-layout';

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
  const { routes } = matchRoute(constructRoutes(layoutTemplate()), pathname) as {
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
});
