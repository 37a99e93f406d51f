/** The event feed's query and answer. */
import { Type, type Static } from 'typebox';
import { ENTITIES } from '../../events/emit.ts';
import { DateTime, Nullable, StringEnum } from '../../core/schema.ts';
import { FEED_CURSOR_PATTERN } from '../../events/feed/cursor.ts';

export const MAX_WAIT_SECONDS = 30;

export const FeedQuery = Type.Object({
  after: Type.Optional(Type.String({
    pattern: FEED_CURSOR_PATTERN,
    description: 'The `cursor` of the previous answer: events after it. `0` starts at the oldest event kept; ' +
      'without it the feed starts now (the first answer holds only events that happen while it waits). A cursor of ' +
      'the digits-only form earlier servers gave is still read.',
  })),
  entity: Type.Optional(StringEnum(ENTITIES, { description: 'Only events of this entity (as a webhook subscribed to it hears)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Most events in one answer (default 100)' })),
});
export type FeedQuery = Static<typeof FeedQuery>;

export const FeedHeaders = Type.Object({
  prefer: Type.Optional(Type.String({
    description: `Long poll (RFC 7240): \`wait=N\` holds an answer with no events until one happens or N seconds have ` +
      `passed (at most ${MAX_WAIT_SECONDS}; a larger N waits ${MAX_WAIT_SECONDS}). Without it the answer is immediate.`,
    examples: ['wait=25'],
  })),
});

/** The seconds of a `Prefer: wait=N` header, capped; 0 without one. */
export function preferredWait(prefer: string | undefined): number {
  const match = /(?:^|[\s,;])wait=(\d{1,9})(?:$|[\s,;])/i.exec(prefer ?? '');
  return match ? Math.min(Number(match[1]), MAX_WAIT_SECONDS) : 0;
}

export const FeedEvent = Type.Object({
  id: Type.String({ description: 'The event, as the `Webhook-Id` header of its deliveries names it', examples: ['evt_42'] }),
  entity: StringEnum(ENTITIES),
  object_pk: Type.String({ description: 'The key a delivery appends to the `remote_url`' }),
  action: StringEnum(['put', 'delete'] as const, { description: '`put`: delivered with PUT and `payload` as the body; `delete`: DELETE, no body' }),
  payload: Nullable(Type.Unknown({ description: 'The JSON a delivery sends (null for `delete`)' })),
  created_at: DateTime(),
});

export const Feed = Type.Object({
  events: Type.Array(FeedEvent, { description: 'Events in the order they happened (by id), oldest first' }),
  cursor: Type.String({
    description: 'Pass it as `after` to read on: no event before it can still appear. Opaque: it changes only when ' +
      'this feed hands out events, and says nothing of other organizations', examples: ['q3Jx0V2mYb8kTqzRZ4nE1A'],
  }),
  next: Type.String({ description: 'This feed read on from `cursor`, with the same `entity` and `limit`' }),
});
