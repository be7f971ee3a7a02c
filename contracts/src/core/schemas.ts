import { z } from 'zod';

/** Shared wire types. Every string has a maximum length so a huge body is refused early. */
export const ZId = z.string().min(1).max(64);
export const ZText = (max = 200) => z.string().trim().max(max);
export const ZIsoDateTime = z.iso.datetime({ offset: true });
export const ZIsoDate = z.iso.date();
/** A phone number as typed; the server normalises it to E.164. */
export const ZGsm = z.string().trim().min(4).max(32);
export const ZHourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
export const ZOk = z.object({ message: z.string() });
export const ZEmpty = z.object({}).strict();
