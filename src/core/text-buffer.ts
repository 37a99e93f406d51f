/**
 * Large response bodies as one Buffer written from their parts' UTF-8. Joining the parts into one JavaScript string
 * first (a page of 100 stored renders is 700 KB) served about a seventh of the pages a second on our machines: the
 * joined string lives in V8's large-object space, a fresh mapping a page, and is copied again as it is encoded for
 * the socket (docs/benchmarks.md, "Why the page got faster"). The parts are Buffers already (a page's renders are
 * written into Buffers as their rows arrive, src/orders/reading/renders/read.ts).
 */

/** `head`, then `parts` separated by `separator`, then `tail`, in one Buffer. */
export function joinBuffers(head: string, parts: readonly Buffer[], tail: string, separator = ','): Buffer {
  const between = Buffer.from(separator);
  const pieces: Buffer[] = [Buffer.from(head)];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(between);
    pieces.push(part);
  });
  pieces.push(Buffer.from(tail));
  return Buffer.concat(pieces);
}
