import { LOCATION_CODES } from './codes';
import { LocationCheckError } from './LocationCheckError';
import { ENVIRONMENT_IDS, locationMessages } from './messages';

export interface ConnectParams {
  installerKey: string;
  environmentId: string;
}

/** The connect parameters' checks (spec 1 §5): both required, a known environment; else 699. */
export function checkConnectParams(params: ConnectParams): LocationCheckError | null {
  const code = LOCATION_CODES.wrongOrMissingParameter;
  for (const name of ['installerKey', 'environmentId'] as const) {
    if (!params[name]?.trim())
      return new LocationCheckError(code, locationMessages.missingParameter(name));
  }
  if (!ENVIRONMENT_IDS.includes(params.environmentId)) {
    return new LocationCheckError(code, locationMessages.wrongEnvironment);
  }
  return null;
}
