// The races on production's topology: two API processes on one PostgreSQL database behind a
// round-robin proxy (the PostgreSQL phase of `npm test` only).
import { instancesTarget } from './race-target';
import { describeRaces } from './races';

describe('races on two API instances behind a proxy', () => describeRaces(() => instancesTarget()));
