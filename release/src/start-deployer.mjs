// Runs import-map-deployer (its own web server, unchanged) as a child process with the config
// written by deployer-config.mjs. Run directly, it serves until stopped:
//   RELEASE_STORE_ORIGIN=https://cdn.example.com RELEASE_DEPLOYER_PASSWORD=… node release/src/start-deployer.mjs
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { deployerSettings, writeDeployerConfig } from './deployer-config.mjs';

const SERVER = createRequire(import.meta.url).resolve('import-map-deployer/src/web-server.js');

/**
 * Starts the deployer for `settings` (deployerSettings()); resolves once it listens, with its URL
 * and `stop()`. `output` is where its log goes ('inherit', or 'ignore').
 */
export function startDeployer(settings, { output = 'ignore' } = {}) {
  const configFile = writeDeployerConfig(settings);
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.PORT; // the deployer prefers PORT to its config's port
  delete env.IMD_USERNAME;
  delete env.IMD_PASSWORD;
  if (settings.password)
    Object.assign(env, { IMD_USERNAME: settings.username, IMD_PASSWORD: settings.password });
  // config.js joins its argument to the working directory, so it is given relative to the state folder.
  const child = spawn(process.execPath, [SERVER, configFile], {
    cwd: settings.stateDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk;
      if (output === 'inherit') process.stdout.write(chunk);
      if (/Listening at/.test(log)) {
        resolve({
          url: `http://127.0.0.1:${settings.port}`,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill();
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`import-map-deployer exited (${code}) before listening:\n${log}`)),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const deployer = await startDeployer(deployerSettings(), { output: 'inherit' });
    const stop = () => deployer.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
