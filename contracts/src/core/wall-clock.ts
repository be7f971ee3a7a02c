const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * What the wall clock of `timeZone` shows at `at`: the calendar fields (month 1–12) and the time (hour 0–23). One
 * formatter per zone is made once and kept, so a rule read on every folio write costs no formatter.
 */
export const wallClockParts = (at: Date, timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const n = (type: string) => Number(p[type]);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
  };
};
