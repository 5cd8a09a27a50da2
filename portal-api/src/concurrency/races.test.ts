// The races on one API in this process: PGlite, and the test PostgreSQL server in its phase.
import { inProcessTarget } from './race-target';
import { describeRaces } from './races';

describe('races on one API', () => describeRaces(inProcessTarget));
