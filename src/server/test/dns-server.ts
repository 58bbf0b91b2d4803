// A real DNS server for tests, on 127.0.0.1 over UDP (node:dgram): it answers TXT questions from
// a table the test fills, NXDOMAIN for names not in it, and can stop answering (a resolver that
// cannot be reached). The server is pointed at through SSO_DNS_SERVERS, as a deployment would.
import { createSocket } from 'node:dgram';

const TYPE_TXT = 16;
const CLASS_IN = 1;

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for SSO_DNS_SERVERS. */
  address: string;
  /** Publishes (or replaces) the TXT records at a name; each record is one string. */
  setTxt(name: string, records: string[]): void;
  /** Stops answering at all: the resolver times out. */
  silence(silent: boolean): void;
  close(): Promise<void>;
}

/** The question's name and where the question section ends. */
function readQuestion(query: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at]! > 0) {
    const length = query[at]!;
    labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 + 4 };
}

function txtRdata(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  // A character-string holds at most 255 bytes: longer records are split, as DNS servers do.
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(parts);
}

/** `port` 0 picks a free one; browser tests name theirs, the server under test is pointed at it. */
export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  let silent = false;
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    if (silent || query.length < 17) return;
    const { name, end } = readQuestion(query);
    const type = query.readUInt16BE(end - 4);
    const known = records.get(name);
    const answers = known && type === TYPE_TXT ? known : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    // A response, recursion desired and available; NXDOMAIN for a name the table does not hold.
    header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const body = answers.map((text) => {
      const rdata = txtRdata(text);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      fixed.writeUInt16BE(TYPE_TXT, 2);
      fixed.writeUInt16BE(CLASS_IN, 4);
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([fixed, rdata]);
    });
    socket.send(Buffer.concat([header, query.subarray(12, end), ...body]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt: (name, values) => records.set(name.toLowerCase(), values),
    silence: (value) => {
      silent = value;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
