/** What a sandbox label shows, the same for PDF, PNG and ZPL (label.ts, zpl.ts). */
import type { PostalAddress } from '../shipping-types.ts';

export interface LabelContent {
  fromLines: string[];
  toLines: string[];
  serviceName: string;
  trackingNumber: string;
  weightLb: number;
  zone: number;
  shipDate: string;
  reference: string | null;
}

/** The printed lines of an address (blank parts left out). */
export function addressLines(a: PostalAddress): string[] {
  const cityLine = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.name, a.company, a.street1, a.street2, cityLine, a.country]
    .map((l) => (l ?? '').trim()).filter((l) => l.length > 0).map((l) => l.slice(0, 60));
}
