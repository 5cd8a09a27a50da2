// The location simulator as a process: `npm start` (US region) and the US browser tests run it.
import { selfSignedCertificate } from './certificate';
import { simulatorSettings } from './settings';
import { startSimulator } from './simulator';

async function main(): Promise<void> {
  const settings = simulatorSettings(process.env);
  const simulator = await startSimulator({
    ...settings,
    certificate: await selfSignedCertificate(),
    log: (line) => console.info(`[location-simulator] ${line}`),
  });
  console.info(
    `[location-simulator] wss://localhost:${simulator.port} (state ${settings.state}); ` +
      `open https://localhost:${simulator.port} once to accept its certificate`,
  );
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[location-simulator] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
