/**
 * The UTC day (YYYY-MM-DD) of a moment: the shop's calendar for what moves with the date (new
 * arrivals, look books' publishing days, gift campaigns, daily limits), whatever the store.
 */
export const utcDay = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
