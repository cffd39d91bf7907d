import { isIPv4 } from 'node:net';

/**
 * A small MaxMind DB (mmdb) file written from a few networks, for tests that need a database of a shape or content
 * of their own (a GeoLite2-style `country.iso_code` record, an IPv4-only tree) without shipping one. It follows the
 * format's specification: a binary search tree of 24-bit records, 16 zero bytes, the data section, then the
 * metadata after its marker.
 */

type Value = string | number | Value[] | { [key: string]: Value };

function control(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('mmdb-file writes small values only');
  // Types above 7 are "extended": type 0 in the control byte, the type minus 7 in the next.
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    // uint32, big-endian, in as few bytes as it takes.
    const bytes: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    return Buffer.concat([control(6, bytes.length), Buffer.from(bytes)]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encode(key), encode(item)])]);
}

function addressBytes(address: string): number[] {
  if (isIPv4(address)) return address.split('.').map(Number);
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = groups(head);
  const right = groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((group) => [group >> 8, group & 255]);
}

const bitOf = (bytes: number[], index: number) => ((bytes[index >> 3] ?? 0) >> (7 - (index & 7))) & 1;

/** A record in the tree: another node, nothing, or a record of the data section. */
type Slot = { node: number } | { data: number } | null;

/**
 * The file's bytes. `networks` are CIDR strings with their records; in an IPv6 tree an IPv4 network is placed
 * under ::/96, where readers look IPv4 addresses up.
 */
export function mmdbFile(ipVersion: 4 | 6, networks: Array<[cidr: string, record: Value]>): Buffer {
  const nodes: Array<[Slot, Slot]> = [[null, null]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const [cidr, record] of networks) {
    const [address = '', prefixText = ''] = cidr.split('/');
    let bytes = addressBytes(address);
    let prefix = Number(prefixText);
    if (ipVersion === 6 && bytes.length === 4) {
      bytes = [...Array<number>(12).fill(0), ...bytes];
      prefix += 96;
    }
    const encoded = encode(record);
    const slot = { data: dataSize };
    data.push(encoded);
    dataSize += encoded.length;
    let node = 0;
    for (let depth = 0; depth < prefix; depth += 1) {
      const side = bitOf(bytes, depth);
      const current = nodes[node]!;
      if (depth === prefix - 1) {
        current[side] = slot;
        break;
      }
      const next = current[side];
      if (next && 'node' in next) node = next.node;
      else {
        nodes.push([null, null]);
        current[side] = { node: nodes.length - 1 };
        node = nodes.length - 1;
      }
    }
  }
  const nodeCount = nodes.length;
  const recordValue = (slot: Slot) =>
    slot === null ? nodeCount : 'node' in slot ? slot.node : nodeCount + 16 + slot.data;
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach(([left, right], index) => {
    tree.writeUIntBE(recordValue(left), index * 6, 3);
    tree.writeUIntBE(recordValue(right), index * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: ipVersion,
    database_type: 'Test-Country',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_700_000_000,
    description: { en: 'test' },
  });
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex'), metadata]);
}
