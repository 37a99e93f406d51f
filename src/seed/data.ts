/**
 * Demo data: request bodies, exactly as a client would send them, for a small shop's catalogue, customers,
 * boxes and a few months of orders. Deterministic for a given seed, so that a demo looks the same each time.
 */

/** A small deterministic random source (mulberry32). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** `count` distinct values. */
  some<T>(values: readonly T[], count: number): T[] {
    const pool = [...values];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return out;
  }
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Dennis', 'Radia', 'John', 'Sophie', 'Tim', 'Linus', 'Anita', 'Katherine', 'Hedy', 'Claude', 'Joan'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Hamilton', 'Ritchie', 'Perlman', 'McCarthy', 'Wilson', 'Lee', 'Torvalds', 'Borg', 'Smith', 'Garcia', 'Nguyen', 'Okafor'];
const PLACES = [
  { city: 'Portland', region: 'OR', post_code: '97205' }, { city: 'Austin', region: 'TX', post_code: '78701' },
  { city: 'Denver', region: 'CO', post_code: '80202' }, { city: 'Boston', region: 'MA', post_code: '02108' },
  { city: 'Madison', region: 'WI', post_code: '53703' }, { city: 'Tucson', region: 'AZ', post_code: '85701' },
  { city: 'Raleigh', region: 'NC', post_code: '27601' }, { city: 'Omaha', region: 'NE', post_code: '68102' },
  { city: 'Fresno', region: 'CA', post_code: '93721' }, { city: 'Savannah', region: 'GA', post_code: '31401' },
];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Pine Rd', 'Lakeview Blvd', '2nd Ave'];
const COMPANIES = ['Northwind Traders', 'Bluebird Cafe', 'Acme Studio', 'Greenleaf Florist', 'Summit Outfitters'];

/** The shop's catalogue: part number, description, price (USD), weight (oz), pick location. */
const CATALOGUE = [
  ['MUG-11-WHT', 'Ceramic mug 11 oz, white', '12.00', 14, 'A-01-1'],
  ['MUG-15-BLK', 'Ceramic mug 15 oz, black', '14.50', 18, 'A-01-2'],
  ['TEE-M-NVY', 'Cotton T-shirt, navy, M', '19.00', 6, 'B-02-1'],
  ['TEE-L-GRY', 'Cotton T-shirt, heather grey, L', '19.00', 7, 'B-02-2'],
  ['HOOD-L-BLK', 'Pullover hoodie, black, L', '42.00', 22, 'B-03-1'],
  ['CAP-OS-KHK', 'Six-panel cap, khaki', '16.00', 4, 'B-04-1'],
  ['TOTE-NAT', 'Canvas tote bag, natural', '15.00', 8, 'C-01-1'],
  ['NB-A5-DOT', 'Notebook A5, dotted, 120 pages', '9.50', 9, 'C-02-1'],
  ['PEN-GEL-3', 'Gel pens, pack of 3', '6.00', 2, 'C-02-2'],
  ['BTL-750-STL', 'Steel water bottle 750 ml', '24.00', 12, 'A-02-1'],
  ['CANDLE-CED', 'Soy candle, cedarwood', '18.00', 11, 'D-01-1'],
  ['SOAP-LAV', 'Olive oil soap, lavender', '7.50', 5, 'D-01-2'],
  ['TEA-EG-100', 'Earl Grey tea, 100 g tin', '11.00', 6, 'D-02-1'],
  ['COFFEE-1LB', 'Whole bean coffee, medium roast, 1 lb', '17.00', 17, 'D-02-2'],
  ['PUZ-1000', 'Jigsaw puzzle, 1000 pieces', '23.00', 26, 'E-01-1'],
  ['POSTER-A2', 'Art print poster, A2', '29.00', 10, 'E-02-1'],
  ['SOCK-WOOL-M', 'Merino wool socks, M', '13.00', 3, 'B-05-1'],
  ['BLKT-THROW', 'Knitted throw blanket', '59.00', 48, 'E-03-1'],
] as const;

export const PRESETS = [
  { name: 'Small box', description: 'Mugs, tea, small gifts', length: '8 in', width: '6 in', height: '4 in', weight: '4 oz', package_type: 'box' },
  { name: 'Medium box', description: 'Two or three items', length: '12 in', width: '10 in', height: '6 in', weight: '8 oz', package_type: 'box' },
  { name: 'Large box', description: 'Blankets, puzzles, bundles', length: '18 in', width: '14 in', height: '10 in', weight: '14 oz', package_type: 'box' },
  { name: 'Poly mailer', description: 'Soft goods: shirts, socks, caps', length: '14 in', width: '10 in', height: '1 in', weight: '1 oz', package_type: 'envelope' },
  { name: 'Poster tube', description: 'Rolled prints', length: '26 in', width: '3 in', height: '3 in', weight: '6 oz', package_type: 'tube' },
] as const;

const SHIP = [
  { ship_via: 'UPS', ship_type: 'Ground', cost: [8, 14] },
  { ship_via: 'UPS', ship_type: '2nd Day Air', cost: [18, 30] },
  { ship_via: 'FedEx', ship_type: 'Home Delivery', cost: [9, 15] },
  { ship_via: 'USPS', ship_type: 'Priority Mail', cost: [7, 12] },
  { ship_via: 'USPS', ship_type: 'Ground Advantage', cost: [5, 9] },
  { ship_via: 'DHL', ship_type: 'Express Worldwide', cost: [25, 45] },
] as const;
const TAGS = ['vip', 'gift', 'fragile', 'wholesale', 'rush', 'repeat-customer'];
const NOTES = [
  'Customer asked for gift wrap and a handwritten card.',
  'Leave the parcel with the neighbour if nobody is home.',
  'Called the customer to confirm the shipping address.',
  'Replacement for a mug that arrived broken.',
  'Wholesale order: invoice sent separately.',
  'Please ship together with the next restock.',
];
const SHOPS = [
  { name: 'Shopify', account: 'boxline-demo.myshopify.com', channel: 'web' },
  { name: 'Etsy', account: 'BoxlineDemoShop', channel: 'marketplace' },
  { name: 'Amazon', account: 'A2DEMO0SELLER', channel: 'marketplace' },
] as const;

const DAY = 24 * 60 * 60 * 1000;
const money = (n: number) => `${n.toFixed(2)} USD`;
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export interface Customer {
  first_name: string;
  last_name: string;
  company: string | null;
  address_1: string;
  city: string;
  region: string;
  post_code: string;
  country: string;
  phone: string;
  email: string;
}

export function customers(random: Random, count: number): Customer[] {
  return Array.from({ length: count }, (_, i) => {
    const first_name = FIRST[i % FIRST.length];
    const last_name = LAST[(i * 7 + Math.floor(i / LAST.length)) % LAST.length];
    const place = random.pick(PLACES);
    return {
      first_name, last_name,
      company: random.chance(0.15) ? random.pick(COMPANIES) : null,
      address_1: `${random.int(10, 9899)} ${random.pick(STREETS)}`,
      ...place,
      country: 'US',
      phone: `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
      email: `${first_name}.${last_name}${i >= FIRST.length ? i : ''}@example.com`.toLowerCase(),
    };
  });
}

export function contactBody(c: Customer) {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    is_company: false,
    description: c.company ? `Buys for ${c.company}` : null,
    addresses: [{ address_type: 'shipping', first_name: c.first_name, last_name: c.last_name, company: c.company, address_1: c.address_1, city: c.city, region: c.region, post_code: c.post_code, country: c.country, phone: c.phone, email: c.email }],
  };
}

export function productBodies() {
  return CATALOGUE.map(([part_number, description, price, ounces, pick_location]) => ({
    kind: 'goods', part_number, description, unit_price: `${price} USD`, unit_weight: `${ounces} oz`, pick_location,
    quantity: 1, origin_country_code: 'US',
  }));
}

/**
 * The body of the `n`th demo order (n from 1), placed at a time within the last `days` days before `now`:
 * older orders are mostly shipped and paid, recent ones wait to be packed, a few are cancelled or refunded.
 */
export function orderBody(random: Random, n: number, opts: { customers: Customer[]; presetUrls: string[]; now: number; days: number }) {
  const customer = random.pick(opts.customers);
  const address = { ...customer, residential: !customer.company };
  // More orders recently: the age is skewed towards now.
  const ageDays = opts.days * random.next() ** 1.6;
  const orderedAt = opts.now - ageDays * DAY - random.int(0, 3600_000);
  const age = ageDays;

  const lines = random.some(CATALOGUE, random.int(1, 4)).map(([part_number, description, price, ounces, pick_location]) => ({
    part_number, description, quantity: random.chance(0.8) ? 1 : random.int(2, 4),
    unit_price: `${price} USD`, unit_weight: `${ounces} oz`, pick_location, price: Number(price),
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const ship = random.pick(SHIP);
  const shipCost = random.int(ship.cost[0] * 100, ship.cost[1] * 100) / 100;
  const tax = Math.round(subtotal * 0.0825 * 100) / 100;

  let shippingStatus: 'unfulfilled' | 'fulfilled' | 'partially_fulfilled' = 'unfulfilled';
  let billingStatus: 'pending' | 'paid' | 'refunded' | 'cancelled' | 'partially_refunded' = 'paid';
  const roll = random.next();
  if (age > 3) shippingStatus = roll < 0.85 ? 'fulfilled' : roll < 0.93 ? 'partially_fulfilled' : 'unfulfilled';
  else if (age > 1) shippingStatus = roll < 0.4 ? 'fulfilled' : 'unfulfilled';
  if (age < 0.5 && random.chance(0.3)) billingStatus = 'pending';
  const settled = random.next();
  if (settled < 0.03) billingStatus = shippingStatus === 'fulfilled' ? 'refunded' : 'cancelled';
  else if (shippingStatus === 'fulfilled' && settled < 0.06) billingStatus = 'partially_refunded';
  const shipped = shippingStatus !== 'unfulfilled' && billingStatus !== 'cancelled';
  const shippedAt = shipped ? Math.min(opts.now, orderedAt + random.int(4, 60) * 3600_000) : null;

  // One box, or two when there are several lines; the first box ships first when partially fulfilled.
  const split = lines.length > 2 && random.chance(0.4) ? 2 : 1;
  const boxes = Array.from({ length: split }, (_, b) => {
    const boxLines = lines.filter((_, i) => i % split === b);
    const tracked = shipped && (shippingStatus === 'fulfilled' || b === 0);
    return {
      packaging: opts.presetUrls.length ? { url: random.pick(opts.presetUrls) } : null,
      ...(tracked ? { tracking_number: `1Z${random.int(100000, 999999)}${String(n).padStart(8, '0')}` } : {}),
      ...(tracked && age > 6 ? { delivered_at: iso(shippedAt! + random.int(1, 4) * DAY) } : {}),
      ...(random.chance(0.1) ? { insured_value: money(subtotal), insurance_type: 'carrier' } : {}),
      items: boxLines.map(({ price: _price, ...line }) => line),
    };
  });

  const source = random.pick(SHOPS);
  return {
    primary_id: `#${1000 + n}`,
    order_number: 1000 + n,
    customer_number: `C-${String(opts.customers.indexOf(customer) + 1).padStart(4, '0')}`,
    ...(random.chance(0.1) ? { po_number: `PO-${random.int(10000, 99999)}` } : {}),
    ordered_at: iso(orderedAt),
    ...(random.chance(0.15) ? { message: 'Happy birthday! Enjoy.' } : {}),
    terms: 'Prepaid',
    source: { ...source, id: String(4_500_000 + n) },
    billing: {
      status: billingStatus,
      subtotal: money(subtotal), shipping: money(shipCost), tax: money(tax), total: money(subtotal + shipCost + tax),
      bill_to: address,
    },
    shipping: {
      ...(shippingStatus === 'unfulfilled' && billingStatus === 'cancelled' ? {} : { status: shippingStatus }),
      ship_via: ship.ship_via, ship_type: ship.ship_type, ship_cost: money(shipCost), warehouse: 'Main warehouse',
      to_ship_at: iso(orderedAt + DAY),
      ...(shippedAt ? { shipped_at: iso(shippedAt) } : {}),
      ship_to: address,
      ship_from: { company: 'Boxline Demo Shop', address_1: '1 Warehouse Way', city: 'Reno', region: 'NV', post_code: '89502', country: 'US' },
    },
    boxes,
    notes: random.chance(0.2) ? [{ content: random.pick(NOTES), author: { name: 'Demo Shop staff', email: 'staff@example.com' } }] : [],
    tags: random.some(TAGS, random.chance(0.6) ? 0 : random.int(1, 2)),
  };
}
