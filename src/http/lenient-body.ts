/**
 * What the original's parsers (Django REST framework) accept in a JSON body beyond strict JSON types
 * (DECISIONS section 11): a string holding an integer where the schema wants an integer ("quantity": "2",
 * " 2 ", "2.0", as DRF's IntegerField reads them), and a string holding a decimal where it wants a number.
 * The value is converted in place before validation, guided by the route's schema, so responses keep their
 * documented types; text that is not a number is left for the validator to refuse.
 */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

const INTEGER = /^\s*[-+]?\d+(?:\.0*)?\s*$/;
const NUMBER = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/** A node's alternatives: its anyOf/oneOf branches, flattened, or the node itself. */
function alternatives(node: SchemaNode | undefined): SchemaNode[] {
  if (!node) return [];
  const branches = node.anyOf ?? node.oneOf;
  return branches ? branches.flatMap(alternatives) : [node];
}

function typesOf(nodes: SchemaNode[]): Set<string> {
  return new Set(nodes.flatMap((n) => (Array.isArray(n.type) ? n.type : n.type ? [n.type] : [])));
}

/**
 * What convert needs of a set of schema alternatives, worked out once per schema and place (a body is converted
 * on every request; working it out for every value was most of the cost): the types, the items' node and each
 * property's node, made as first needed. Keys the schema names are kept, and a bounded number of others (as none),
 * so that bodies cannot grow it.
 */
interface Node {
  nodes: SchemaNode[];
  types: Set<string>;
  items?: Node | null;
  properties: Map<string, Node | null>;
  /** How many keys the schema does not name `properties` remembers as none (at most UNNAMED_KEPT). */
  unnamed: number;
}

/**
 * Keys the schema does not name that a node remembers as none: a source order of the import carries a dozen
 * read-only keys on each object (urls, timestamps, effective values), each of which was worked out again, with
 * arrays made for it, on every object. Bounded, so that bodies cannot grow a node.
 */
const UNNAMED_KEPT = 64;

const nodeOf = (nodes: SchemaNode[]): Node | null => (nodes.length ? { nodes, types: typesOf(nodes), properties: new Map(), unnamed: 0 } : null);
const roots = new WeakMap<object, Node | null>();

function itemsOf(node: Node): Node | null {
  if (node.items === undefined) node.items = nodeOf(node.nodes.flatMap((n) => alternatives(n.items)));
  return node.items;
}

function propertyOf(node: Node, key: string): Node | null {
  let property = node.properties.get(key);
  if (property === undefined) {
    property = nodeOf(node.nodes.flatMap((n) => (n.properties && Object.hasOwn(n.properties, key) ? alternatives(n.properties[key]) : [])));
    if (property) node.properties.set(key, property);
    else if (node.unnamed < UNNAMED_KEPT) {
      node.unnamed++;
      node.properties.set(key, null);
    }
  }
  return property;
}

function convert(node: Node | null, value: unknown): unknown {
  if (node === null || value === null) return value;
  if (typeof value === 'string') {
    const { types } = node;
    if (types.has('string')) return value;
    if (types.has('integer') && INTEGER.test(value)) return Number(value.trim().replace(/\.0*$/, ''));
    if (types.has('number') && NUMBER.test(value)) return Number(value);
    return value;
  }
  if (Array.isArray(value)) {
    const items = itemsOf(node);
    if (items) for (let i = 0; i < value.length; i++) value[i] = convert(items, value[i]);
    return value;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const property = propertyOf(node, key);
      if (property) record[key] = convert(property, record[key]);
    }
  }
  return value;
}

/** Converts, in place, the numeric strings of `body` that `schema` wants as numbers. */
export function acceptNumericStrings(schema: unknown, body: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  let root = roots.get(schema);
  if (root === undefined) roots.set(schema, (root = nodeOf(alternatives(schema as SchemaNode))));
  convert(root, body);
}

/** Whether a string or key anywhere in `value` holds a NUL character. Iterative: no depth can overflow the stack. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if (key.includes('\u0000')) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** The paths of the strings and keys in `value` holding a NUL, in document order. Iterative, as holdsNul. */
function addNulPaths(value: unknown, found: string[]): void {
  const pending: { item: unknown; path: string }[] = [{ item: value, path: '' }];
  while (pending.length) {
    const { item, path } = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path);
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((element, i) => [String(i), element] as const) : Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (key.includes('\u0000')) pending.push({ item: '\u0000', path: at });
        else pending.push({ item: child, path: at });
      }
    }
  }
}

/**
 * The paths (`/boxes/0/description`) of strings and keys holding a NUL character, which PostgreSQL cannot store.
 * Paths are made only for a body that holds one: making them for every key of every body (two regex replaces a key)
 * took 5-8 us for the order of bench/create-orders, the check alone takes 1.3-1.5 us.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  if (holdsNul(value)) addNulPaths(value, found);
  return found;
}
