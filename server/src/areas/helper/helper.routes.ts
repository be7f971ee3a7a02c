import type { FastifyInstance } from 'fastify';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { newId } from '@sofra/contracts/core/ids';
import { rpc } from '../../plugins/rpc.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { listCities, listCountries, listTowns } from './geo.service.ts';
import { phoneRules } from './phone-rules.service.ts';
import { insertTicket } from './support.repo.ts';

export default async function helperRoutes(app: FastifyInstance) {
  rpc(app, helperCalls.getCountries, async () => listCountries());
  rpc(app, helperCalls.getCities, async ({ countryCode }) => listCities(countryCode));
  rpc(app, helperCalls.getTowns, async ({ countryCode, cityCode }) => listTowns(countryCode, cityCode));
  rpc(app, helperCalls.getPhoneRules, async ({ countryCode, kind }) => phoneRules(countryCode, kind));
  // The store is checked by the guard; the session token the form carries is not stored.
  rpc(app, helperCalls.saveFeedback, async ({ token: _token, gsm, ...form }, ctx) => {
    await insertTicket(ctx.db, { id: newId(), userId: ctx.user.id, gsm: normalizeGsm(gsm), ...form });
    ctx.log.info({ storeId: form.storeId, subject: form.subject }, 'support ticket received');
    return { message: 'ok' };
  });
}
