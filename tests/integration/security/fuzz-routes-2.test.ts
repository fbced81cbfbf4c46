import { describeFuzzedRoutes } from '../../support/security/fuzzed-routes';

describeFuzzedRoutes(2, 3);
