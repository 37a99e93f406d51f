/**
 * Ids never given to a row: their base-66 keys cannot stand in a path. 64 and 4288 are "." and "..", which
 * clients resolve as dot segments; 15971922 is "tags", which `/orders/tags/` owns. The ids' defaults (draw_id,
 * migration 0290) and draw_ids (0190) skip them; code that draws ids from a sequence itself skips them here.
 */
export const RESERVED_IDS: ReadonlySet<number> = new Set([64, 4288, 15971922]);
