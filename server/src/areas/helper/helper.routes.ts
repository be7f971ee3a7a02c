import type { FastifyInstance } from 'fastify';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { rpc } from '../../plugins/rpc.ts';
import { listCities, listCountries, listTowns } from './geo.service.ts';
import { phoneRules } from './phone-rules.service.ts';
import { saveTicket } from './support.service.ts';

export default async function helperRoutes(app: FastifyInstance) {
  rpc(app, helperCalls.getCountries, async () => listCountries());
  rpc(app, helperCalls.getCities, async ({ countryCode }) => listCities(countryCode));
  rpc(app, helperCalls.getTowns, async ({ countryCode, cityCode }) => listTowns(countryCode, cityCode));
  rpc(app, helperCalls.getPhoneRules, async ({ countryCode, kind }) => phoneRules(countryCode, kind));
  rpc(app, helperCalls.saveFeedback, (input, ctx) => saveTicket(ctx, input));
}
