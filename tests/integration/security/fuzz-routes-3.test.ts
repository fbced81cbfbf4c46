import { describeFuzzedRoutes } from '../../support/security/fuzzed-routes';

describeFuzzedRoutes(3, 3);
