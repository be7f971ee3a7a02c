import { z } from 'zod';

/**
 * Control characters (C0, DEL, C1), lone UTF-16 surrogates and the noncharacters U+FFFE/U+FFFF. No name, id or note
 * has a use for them, PostgreSQL refuses NUL in text outright, and a terminal or log viewer may act on the others.
 */
export const ONE_LINE_PATTERN = /^[^\p{Cc}\p{Cs}\uFFFE\uFFFF]*$/u;
/** The same, except tab, line feed and carriage return: text typed into a text area or a rich-text editor. */
export const MULTI_LINE_PATTERN = /^[^\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cs}\uFFFE\uFFFF]*$/u;
const NO_CONTROLS = 'control characters are not allowed';

/**
 * The base of every string a client sends: one line, no control characters (docs/security.md). Contracts build on
 * this (or on ZMultiline), never on a bare z.string(); contracts/src/strings.test.ts walks every call to hold them to it.
 */
export const ZString = z.string().regex(ONE_LINE_PATTERN, NO_CONTROLS);
/** Like ZString, but tabs and line breaks are allowed: descriptions, addresses, messages, rich text. */
export const ZMultiline = z.string().regex(MULTI_LINE_PATTERN, NO_CONTROLS);

/** Shared wire types. Every string has a maximum length so a huge body is refused early. */
export const ZId = ZString.min(1).max(64);
export const ZText = (max = 200) => z.string().trim().max(max).regex(ONE_LINE_PATTERN, NO_CONTROLS);
/** Free text of several lines (trimmed at both ends). */
export const ZNote = (max = 2000) => z.string().trim().max(max).regex(MULTI_LINE_PATTERN, NO_CONTROLS);
export const ZIsoDateTime = z.iso.datetime({ offset: true });
export const ZIsoDate = z.iso.date();
/** A phone number as typed; the server normalises it to E.164. */
export const ZGsm = ZText(32).min(4);
export const ZHourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
export const ZOk = z.object({ message: z.string() });
export const ZEmpty = z.object({}).strict();
