// Deploy environments: each has its own live import map, history and lock in the CDN folder
// (<CDN_DIR>/environments/<name>/), while the immutable builds under <CDN_DIR>/<folder>/<hash>/ are
// shared, as one bucket behind one CDN serves every environment's map.
import path from 'node:path';
import { environmentDir, liveMapFile } from '@portal/page-host/live-map-file.mjs';
import { cdnDir } from '../workspace.mjs';

/** The folder, live map, history folder and lock file of the environment `name`. */
export function environment(name) {
  const dir = environmentDir(cdnDir(), name);
  return {
    name,
    dir,
    mapFile: liveMapFile(cdnDir(), name),
    historyDir: path.join(dir, 'history'),
    lockFile: path.join(dir, 'import-map.lock'),
  };
}
