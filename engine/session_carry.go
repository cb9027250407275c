package engine

import (
	"slices"
	"time"
)

// This file carries a visitor's offer history from one session to the next
// (PROACTIVE_MAX_PER_HOUR holds per visitor, not per conversation): a
// returning visitor's new conversation starts from a fresh session, which
// would otherwise forget the offers of the last hour and the back-off.

// CarryOfferHistory returns dst with the rate-limiting history of src, as
// it stands at now, merged in: the offer times of both within the last
// hour (sorted, a time seen in both counted once, at most MaxOfferTimes,
// the newest kept), the larger back-off, and src's cooldown when it still
// runs at now and outlasts any cooldown of dst (only while dst is
// thinking: an active dst has no cooldown yet, and its own exit will start
// one from the carried back-off). Nothing else of src is taken: its state,
// offer, cue and tour belong to the old conversation. dst and src are not
// changed; the result shares no changed sub-object with them.
func CarryOfferHistory(dst, src Session, now time.Time, cfg Config) Session {
	cfg = cfg.normalized()
	out := dst.upgraded()
	from := src.At(now, cfg)
	since := now.Add(-time.Hour)
	times := make([]time.Time, 0, len(out.OfferTimes)+len(from.OfferTimes))
	for _, t := range slices.Concat(out.OfferTimes, from.OfferTimes) {
		if t.After(since) {
			times = append(times, t.UTC())
		}
	}
	slices.SortFunc(times, func(a, b time.Time) int { return a.Compare(b) })
	times = slices.CompactFunc(times, func(a, b time.Time) bool { return a.Equal(b) })
	if len(times) == 0 {
		times = nil
	}
	out.OfferTimes = times[max(0, len(times)-MaxOfferTimes):]
	out.BackOff = min(max(out.BackOff, from.BackOff), MaxBackOff)
	if t := from.Thinking; from.State == SessionThinking && t != nil && t.CooldownActive && t.CooldownUntil != nil &&
		out.State == SessionThinking && now.Before(*t.CooldownUntil) {
		mine := out.Thinking
		if mine == nil || !mine.CooldownActive || mine.CooldownUntil == nil || mine.CooldownUntil.Before(*t.CooldownUntil) {
			c := *t
			start := now
			if t.CooldownStartedAt != nil {
				start = *t.CooldownStartedAt
			}
			c.CooldownStartedAt, c.CooldownUntil = wall(start), wall(*t.CooldownUntil)
			out.Thinking = &c
		}
	}
	return out
}
