import { reportClientError, stylesheetsLoaded } from '@portal/shared-utils';
import { unloadApplication, type LifeCycleFn, type LifeCycles } from 'single-spa';
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

type Lifecycle = LifeCycleFn<object> | Array<LifeCycleFn<object>> | undefined;

/** Runs one lifecycle, which single-spa allows to be a function or an array of functions. */
async function call(lifecycle: Lifecycle, props: object) {
  if (!lifecycle) return;
  const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const fn of fns) await fn(props as never);
}

/**
 * Loads micro-frontend slots so that a broken one never takes the site down. A module that is missing
 * or throws while loading, or lifecycles that throw while bootstrapping or mounting, are reported to
 * the error collector (kind 'load' or 'mount') and replaced by errorLifecycles. Retry, and the next
 * navigation to another URL, drop the failed module from the loader and unload every failed slot of
 * that module, so single-spa fetches and mounts them again. A slot stays failed until its module
 * loads: single-spa does not unload a slot whose load is still running, so a retry asked for then
 * is asked for again at the next navigation rather than lost.
 */
export function createAppLoader(loader: ModuleLoader) {
  const failed = new Set<string>();

  const retry = (appName: string) => {
    const { module } = parseAppName(appName);
    const slots = [...new Set([appName, ...failed])].filter(
      (name) => parseAppName(name).module === module,
    );
    try {
      loader.delete(loader.resolve(module));
    } catch {
      // Nothing registered under that name yet: the next import fetches it anyway.
    }
    return Promise.all(slots.map((name) => unloadApplication(name, { waitForUnmount: false })));
  };

  const fail = (appName: string, error: unknown, kind: 'load' | 'mount'): LifeCycles => {
    console.error(`[root-config] ${appName} failed`, error);
    reportClientError({ kind, error, mf: appName });
    failed.add(appName);
    return errorLifecycles(appName, () => void retry(appName));
  };

  const guard = (appName: string, lifecycles: LifeCycles): LifeCycles => {
    let fallback: LifeCycles | null = null;
    const run = async (step: 'bootstrap' | 'mount', props: object) => {
      try {
        await call(lifecycles[step] as Lifecycle, props);
      } catch (error) {
        fallback = fail(appName, error, 'mount');
        // After a failed bootstrap single-spa goes on to mount, which then mounts the fallback.
        if (step === 'mount') await call(fallback.mount as Lifecycle, props);
      }
    };
    return {
      bootstrap: (props) => run('bootstrap', props),
      mount: (props) => (fallback ? call(fallback.mount as Lifecycle, props) : run('mount', props)),
      unmount: (props) => call((fallback ?? lifecycles).unmount as Lifecycle, props),
    };
  };

  const loadApp = async ({ name }: { name: string }): Promise<LifeCycles> => {
    const { module, exportName } = parseAppName(name);
    try {
      const lifecycles = (await loader.import(module))[exportName];
      await stylesheetsLoaded();
      if (!isLifeCycles(lifecycles)) {
        throw new Error(`${module} does not export lifecycles named "${exportName}"`);
      }
      failed.delete(name);
      return guard(name, lifecycles);
    } catch (error) {
      return fail(name, error, 'load');
    }
  };

  const retryFailedOnNavigation = () => {
    let lastUrl = window.location.href;
    window.addEventListener('single-spa:routing-event', () => {
      if (window.location.href === lastUrl) return;
      lastUrl = window.location.href;
      // One retry per module: it unloads every failed slot of that module.
      const modules = new Map([...failed].map((name) => [parseAppName(name).module, name]));
      modules.forEach((appName) => void retry(appName));
    });
  };

  return { loadApp, retry, retryFailedOnNavigation, failed };
}
