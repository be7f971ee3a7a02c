import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty, ZOk } from '../core/schemas.ts';
import { ZSupportTicket } from '../support/support.schemas.ts';
import { phoneRuleKinds, ZCity, ZCityCode, ZCountry, ZCountryCode, ZPhoneMetadata, ZTown } from './helper.schemas.ts';

export const helperCalls = {
  getCountries: defineCall('helper/getCountries', ZEmpty, z.array(ZCountry), { access: 'public' }),
  getCities: defineCall('helper/getCities', z.object({ countryCode: ZCountryCode }), z.array(ZCity), {
    access: 'public',
  }),
  getTowns: defineCall(
    'helper/getTowns',
    z.object({ countryCode: ZCountryCode, cityCode: ZCityCode }),
    z.array(ZTown),
    { access: 'public' },
  ),
  /** Mask and validation rules of one country's numbers: `mobile` for sign-in, `any` for a store's phone. */
  getPhoneRules: defineCall(
    'helper/getPhoneRules',
    z.object({ countryCode: ZCountryCode, kind: z.enum(phoneRuleKinds) }),
    z.object({ countryCode: z.string(), metadata: ZPhoneMetadata }),
    { access: 'public' },
  ),
  /** A support request about the store; the server attaches who asks (id, number, name, e-mail) from the session. */
  saveFeedback: defineCall('helper/saveFeedback', ZSupportTicket, ZOk, { storeKey: 'storeId' }),
};
