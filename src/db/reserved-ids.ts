/**
 * Ids never given to a row: their base-66 keys cannot stand in a path. 64 and 4288 are "." and "..", which
 * clients resolve as dot segments; 15971922 is "tags", which `/orders/tags/` owns. Migrations 0008 and 0010
 * make the database skip them; code that draws ids from a sequence itself skips them here.
 */
export const RESERVED_IDS: ReadonlySet<number> = new Set([64, 4288, 15971922]);
