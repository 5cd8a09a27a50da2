import { UNATTRIBUTED } from '@portal/contract/client-errors/report-text';
import { mapModuleOfScript, type MapModule } from './importMapModules';

/** root-config's folder also holds the shared libraries (React, RxJS) every module calls into. */
const LIBRARY_HOST = '@portal/root-config';

// A stack frame's script URL, as Chromium, Firefox and Safari print it ("… (url:line:column)").
const FRAME_URL = /(https?:\/\/[^\s()]+?):\d+(?::\d+)?/g;

const unattributed: MapModule = { name: UNATTRIBUTED, version: 'unknown' };

/**
 * The module whose code failed: the first script of the stack (after `filename`, the script the
 * browser says threw) in a portal module's folder. A frame in a shared library on top gives way to
 * the module below it that called the library.
 */
export function attributeError(stack: string | undefined, filename?: string): MapModule {
  const urls = [filename, ...[...(stack ?? '').matchAll(FRAME_URL)].map(([, url]) => url)];
  const modules = urls.flatMap((url) => {
    const module = url ? mapModuleOfScript(url) : null;
    return module ? [module] : [];
  });
  return modules.find(({ name }) => name !== LIBRARY_HOST) ?? modules[0] ?? unattributed;
}
