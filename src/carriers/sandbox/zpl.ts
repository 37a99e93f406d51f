/**
 * The sandbox carrier's ZPL II label: a text template for a 4x6 label at 203 dpi (812 x 1218 dots), with the
 * addresses, the service and a Code 128 of the tracking number (`^BC`). The same request gives the same bytes.
 */
import type { LabelContent } from './label-content.ts';

/** ZPL field data: `^` and `~` start commands, so they are replaced; only printable ASCII is kept. */
const field = (text: string) => text.replace(/[\^~]/g, ' ').replace(/[^\x20-\x7e]/g, '?');

export function drawZpl(c: LabelContent): Buffer {
  const lines = ['^XA', '^CI0', '^PW812', '^LL1218', '^LH0,0'];
  let y = 40;
  const text = (x: number, size: number, value: string) => {
    lines.push(`^FO${x},${y}^A0N,${size},${size}^FD${field(value)}^FS`);
    y += size + 8;
  };
  text(40, 28, 'FROM:');
  for (const l of c.fromLines) text(60, 26, l);
  y += 20;
  lines.push(`^FO30,${y}^GB752,3,3^FS`);
  y += 20;
  text(40, 32, 'SHIP TO:');
  for (const l of c.toLines) text(60, 40, l);
  y = Math.max(y + 20, 600);
  lines.push(`^FO30,${y}^GB752,3,3^FS`);
  y += 20;
  text(40, 50, c.serviceName.toUpperCase());
  text(40, 28, `WEIGHT ${c.weightLb} LB   ZONE ${c.zone}   SHIP DATE ${c.shipDate}`);
  if (c.reference) text(40, 28, `REF ${c.reference}`);
  y += 20;
  lines.push(`^FO80,${y}^BY3,3,200^BCN,200,Y,N,N^FD${field(c.trackingNumber)}^FS`);
  y += 280;
  text(40, 24, 'SANDBOX LABEL - NOT FOR SHIPPING');
  lines.push('^XZ');
  return Buffer.from(`${lines.join('\n')}\n`, 'ascii');
}
