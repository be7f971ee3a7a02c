import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import type { Rpc } from '../../lib/routes.ts';
import { listCities, listCountries, listTowns } from './geo.service.ts';
import { phoneRules } from './phone-rules.service.ts';

export default function helperRoutes(rpc: Rpc) {
  rpc(helperCalls.getCountries, async () => listCountries());
  rpc(helperCalls.getCities, async ({ countryCode }) => listCities(countryCode));
  rpc(helperCalls.getTowns, async ({ countryCode, cityCode }) => listTowns(countryCode, cityCode));
  rpc(helperCalls.getPhoneRules, async ({ countryCode, kind }) => phoneRules(countryCode, kind));
}
