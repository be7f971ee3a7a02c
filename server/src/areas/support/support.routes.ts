import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import type { Rpc } from '../../lib/routes.ts';
import { saveTicket } from './support.service.ts';

/** Support requests from the portal (`helper/saveFeedback`); who asks comes from the auth area's user record. */
export default function supportRoutes(rpc: Rpc) {
  rpc(helperCalls.saveFeedback, (input, ctx) => saveTicket(ctx, input));
}
