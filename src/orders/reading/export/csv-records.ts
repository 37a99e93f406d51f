/**
 * A CSV export's records as PostgreSQL writes them (csv-sql.ts) made the file's bytes: each url mark replaced by the
 * url it stands for. A mark is MARK (SOH) then `o<order>`, `b<order>.<box>` or `i<order>.<box>.<item>`; a MARK that a
 * text holds is doubled, and written single. The records are scanned for marks with indexOf and written piece by
 * piece into one buffer: a regular expression's replace over a statement's text, with a string for each of its
 * captures, took 8 us a record of items.
 *
 * With rows=items the cells an order's (or a box's) records share are sent once, not once per item: `d<slot>.` starts
 * a definition, `e` ends it (its bytes, urls spelt, are kept for the slot, not written), and `r<slot>.` writes the
 * slot's bytes where it stands. An item record then costs PostgreSQL and the API its own cells and a copy.
 */
import { boxUrl, itemUrl, orderUrl } from '../../../core/urls.ts';

/** What marks a url (SOH), and stands doubled for itself in a text (csv-sql.ts: chr(1)). */
export const MARK = '\u0001';
const [ORDER, BOX, ITEM, MARK_CODE, DOT, ZERO] = ['o', 'b', 'i', MARK, '.', '0'].map((c) => c.charCodeAt(0));
const [DEFINE, END, REPEAT] = ['d', 'e', 'r'].map((c) => c.charCodeAt(0));

/** Bytes written one after another into a buffer that grows as needed. */
class Bytes {
  private buffer: Buffer;
  length = 0;
  constructor(size: number) {
    this.buffer = Buffer.allocUnsafe(size);
  }
  private room(size: number): void {
    if (this.length + size > this.buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + size));
      this.buffer.copy(bigger, 0, 0, this.length);
      this.buffer = bigger;
    }
  }
  text(text: string): void {
    // UTF-8 takes at most 3 bytes for each UTF-16 code unit.
    this.room(text.length * 3);
    this.length += this.buffer.write(text, this.length);
  }
  copy(bytes: Buffer): void {
    this.room(bytes.length);
    this.length += bytes.copy(this.buffer, this.length);
  }
  /** The bytes written since `from` as a buffer of their own, taken back from the output. */
  takeFrom(from: number): Buffer {
    const taken = Buffer.from(this.buffer.subarray(from, this.length));
    this.length = from;
    return taken;
  }
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * The writer of an export's records (`orgId` spells the urls): given a statement's texts (a text of records each),
 * their bytes with the urls spelt.
 */
export function csvRecords(orgId: number): (texts: readonly string[]) => Buffer {
  let size = 64 * 1024;
  const urls = urlsOf(orgId);
  const slots: Buffer[] = [];
  return (texts) => {
    const out = new Bytes(size);
    for (const text of texts) write(out, text, urls, slots);
    size = Math.max(1024, Math.ceil(out.length * 1.1));
    return out.bytes();
  };
}

/** The url of a mark's ids (`kind` and up to three ids). */
type Spell = (kind: number, ids: readonly number[]) => string;

/**
 * The urls of an organization's marks. Each is spelt where its mark stands: an order's and a box's marks stand in
 * their runs' definitions, once an order and once a box, not once per item record.
 */
const urlsOf = (orgId: number): Spell => (kind, [first, second, third]) =>
  kind === ORDER ? orderUrl(orgId, first!) : kind === BOX ? boxUrl(orgId, first!, second!) : kind === ITEM ? itemUrl(orgId, first!, second!, third!) : '';

/** The number written at `at` in `text` (digits) and where it ends. */
function numberAt(text: string, at: number): [number, number] {
  let id = 0;
  let end = at;
  for (let code = text.charCodeAt(end); code >= ZERO && code <= ZERO + 9; code = text.charCodeAt(++end)) id = id * 10 + code - ZERO;
  return [id, end];
}

function write(out: Bytes, text: string, spell: Spell, slots: Buffer[]): void {
  let from = 0;
  // Where the definition being read began in the output, and its slot (-1: none).
  let defining = -1;
  let definedFrom = 0;
  for (let at = text.indexOf(MARK); at >= 0; at = text.indexOf(MARK, from)) {
    if (at > from) out.text(text.slice(from, at));
    const kind = text.charCodeAt(at + 1);
    if (kind === MARK_CODE) {
      out.text(MARK);
      from = at + 2;
      continue;
    }
    if (kind === END) {
      slots[defining] = out.takeFrom(definedFrom);
      defining = -1;
      from = at + 2;
      continue;
    }
    if (kind === DEFINE || kind === REPEAT) {
      const [slot, end] = numberAt(text, at + 2);
      if (kind === DEFINE) [defining, definedFrom] = [slot, out.length];
      else out.copy(slots[slot]);
      from = end + 1;
      continue;
    }
    // The ids after the kind: digits separated by dots, as many as the kind's url takes.
    const ids: number[] = [];
    let end = at + 2;
    for (let count = kind === ORDER ? 1 : kind === BOX ? 2 : 3; count > 0; count--) {
      const [id, after] = numberAt(text, end);
      ids.push(id);
      end = after;
      if (count > 1 && text.charCodeAt(end) === DOT) end++;
    }
    out.text(spell(kind, ids));
    from = end;
  }
  if (from < text.length) out.text(from === 0 ? text : text.slice(from));
}
