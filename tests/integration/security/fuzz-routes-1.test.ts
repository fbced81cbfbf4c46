import { describeFuzzedRoutes } from '../../support/security/fuzzed-routes';

describeFuzzedRoutes(1, 3);
