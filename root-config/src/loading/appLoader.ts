import { unloadApplication, type LifeCycles } from 'single-spa';
import { errorLifecycles } from './errorLifecycles';

/** What SystemJS offers root-config: import, and delete so a failed module can be fetched again. */
export interface ModuleLoader {
  import(name: string): Promise<Record<string, unknown>>;
  resolve(name: string): string;
  delete(url: string): boolean;
}

/** "@portal/shell#header" -> module "@portal/shell", export "header". */
export function parseAppName(appName: string): { module: string; exportName: string } {
  const [module, exportName = 'default'] = appName.split('#');
  return { module, exportName };
}

function isLifeCycles(value: unknown): value is LifeCycles {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LifeCycles).mount === 'function' &&
    typeof (value as LifeCycles).unmount === 'function'
  );
}

/**
 * Loads micro-frontend slots so that a broken one never takes the site down. A module that is missing
 * or throws while loading, or lifecycles that throw while bootstrapping or mounting, are replaced by
 * errorLifecycles. Retry, and the next navigation to another URL, unload the failed slot so single-spa
 * loads it again.
 */
export function createAppLoader(loader: ModuleLoader) {
  const failed = new Set<string>();

  const retry = (appName: string) => {
    failed.delete(appName);
    const { module } = parseAppName(appName);
    try {
      loader.delete(loader.resolve(module));
    } catch {
      // Nothing registered under that name yet: the next import fetches it anyway.
    }
    return unloadApplication(appName, { waitForUnmount: false });
  };

  const fail = (appName: string, error: unknown): LifeCycles => {
    console.error(`[root-config] ${appName} failed`, error);
    failed.add(appName);
    return errorLifecycles(appName, () => void retry(appName));
  };

  const guard = (appName: string, lifecycles: LifeCycles): LifeCycles => {
    let fallback: LifeCycles | null = null;
    const run = async (step: 'bootstrap' | 'mount', props: object) => {
      const fn = lifecycles[step];
      try {
        if (fn) await (Array.isArray(fn) ? Promise.all(fn.map((f) => f(props as never))) : fn(props as never));
      } catch (error) {
        fallback = fail(appName, error);
        await fallback.mount(props as never);
      }
    };
    return {
      bootstrap: (props) => run('bootstrap', props),
      mount: (props) => (fallback ? fallback.mount(props) : run('mount', props)),
      unmount: async (props) => {
        if (fallback) return fallback.unmount(props);
        const fn = lifecycles.unmount;
        await (Array.isArray(fn) ? Promise.all(fn.map((f) => f(props))) : fn(props));
      },
    };
  };

  const loadApp = async ({ name }: { name: string }): Promise<LifeCycles> => {
    const { module, exportName } = parseAppName(name);
    try {
      const lifecycles = (await loader.import(module))[exportName];
      if (!isLifeCycles(lifecycles)) {
        throw new Error(`${module} does not export lifecycles named "${exportName}"`);
      }
      return guard(name, lifecycles);
    } catch (error) {
      return fail(name, error);
    }
  };

  const retryFailedOnNavigation = () => {
    let lastUrl = window.location.href;
    window.addEventListener('single-spa:routing-event', () => {
      if (window.location.href === lastUrl) return;
      lastUrl = window.location.href;
      failed.forEach((appName) => void retry(appName));
    });
  };

  return { loadApp, retry, retryFailedOnNavigation, failed };
}
