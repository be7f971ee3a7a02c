import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './services.ts';
import type { Job } from './platform/jobs/scheduler.ts';
import { sendDueMessages } from './areas/customers/messages.service.ts';
import { sendCampaignMessages } from './areas/campaigns/guest-messages.ts';
import { repairReports } from './areas/reports/rollups.service.ts';
import { pruneSends } from './areas/sms/sms.service.ts';
import { expireInvitations } from './areas/stores/invitations.service.ts';
import { pruneNotifications } from './areas/live/notifications.service.ts';
import { sweepOrphanFiles } from './areas/media/media.service.ts';
import { pruneBudgetEvents } from './lib/budget.ts';
import { sendReminders } from './areas/reservations/messages.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every periodic job of the server, each run per tenant database on the one scheduler (platform/jobs/scheduler.ts;
 * docs/architecture.md "Periodic jobs" lists them). Each is idempotent: run twice, it does nothing the second time.
 */
export const periodicJobs = (services: Services, log: FastifyBaseLogger): Job[] => [
  // Queued customer messages whose 09:00 (store time) has come (docs/customers.md, Messages).
  {
    name: 'customers.send-due-messages',
    everyMs: MINUTE,
    run: ({ db }, now) => sendDueMessages(db, services, now),
  },
  // Birthday and win-back messages (docs/campaigns.md): hourly, acting from 10:00 store time; each guest once per
  // occasion, so the runs after the first that day find nobody new.
  {
    name: 'campaigns.send-guest-messages',
    everyMs: HOUR,
    run: ({ db }, now) => sendCampaignMessages(db, services, now),
  },
  // Reservation reminders due (docs/reservations.md, Messages): each claimed once, whichever process runs the job.
  {
    name: 'reservations.send-reminders',
    everyMs: MINUTE,
    run: ({ db, slug }, now) => sendReminders(db, services, now, log, slug),
  },
  // Report days whose rollup failed, recomputed from the source rows (docs/reports.md, When a rollup fails).
  { name: 'reports.repair', everyMs: 10 * MINUTE, run: ({ db }) => repairReports(db, log) },
  // The SMS budget and the other counted budgets look back one day at most; rows are kept 48 hours.
  { name: 'sms.prune-sends', everyMs: HOUR, run: ({ db }, now) => pruneSends(db, now) },
  { name: 'budgets.prune-events', everyMs: HOUR, run: ({ db }, now) => pruneBudgetEvents(db, now) },
  // Owner and staff invitations not accepted within 7 days (docs/adr/0006).
  { name: 'stores.expire-invitations', everyMs: HOUR, run: ({ db }, now) => expireInvitations(db, now) },
  // The bell keeps 90 days (docs/live.md).
  { name: 'live.prune-notifications', everyMs: 24 * HOUR, run: ({ db }, now) => pruneNotifications(db, now) },
  // Bytes and store files nothing points to, older than a day (docs/store-images.md).
  {
    name: 'media.sweep-orphan-files',
    everyMs: 24 * HOUR,
    run: ({ db, slug }, now) => sweepOrphanFiles(db, services.files, slug, now, log),
  },
];
