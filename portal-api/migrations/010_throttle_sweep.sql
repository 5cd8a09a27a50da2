-- Lets the rate limiter forget every key's old events in one indexed delete.
CREATE INDEX throttle_events_occurred_at_idx ON throttle_events (occurred_at);
