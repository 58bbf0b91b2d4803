// The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly and runs
// synchronously on whatever thread owns it; here that is this worker, so the HTTP thread keeps
// accepting and answering while queries run. The main thread speaks the PostgreSQL wire
// protocol to it (pglite-thread.ts): bytes in, bytes out, strictly in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export interface PgliteWorkerData {
  /** The data directory, or undefined for a database in memory (tests). */
  dataDir?: string;
  /** A data-directory dump (a tarball) to start from (tests start from a migrated snapshot). */
  snapshot?: Uint8Array;
}

/** Messages the main thread sends. */
export type ToWorker =
  | { type: 'open' }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'dump'; compression: 'gzip' | 'none' }
  | { type: 'close' };

/** Messages the worker sends. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'dump'; bytes: Uint8Array }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

const port = parentPort!;
const options = workerData as PgliteWorkerData;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const failed = (error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

/** A simple-protocol query, as a client would send it. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * PGlite is one PostgreSQL session for the life of the thread, while a client may connect again
 * (after an error): what the last connection left behind — an open transaction, its prepared
 * statements, its LISTENs — is discarded, as a server does when a connection ends. Two messages:
 * DISCARD ALL refuses to run inside the implicit transaction of a multi-statement query.
 */
const FRESH_SESSION = Buffer.concat([simpleQuery('ROLLBACK'), simpleQuery('DISCARD ALL')]);
const TERMINATE = 0x58; // 'X': the client is leaving; the session must stay up for the next one.

/** The parts in one new buffer of exactly their size (Buffer.concat may share a pooled one). */
function ownedConcat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  if (
    parts.length === 1 &&
    parts[0]!.byteOffset === 0 &&
    parts[0]!.buffer.byteLength === parts[0]!.byteLength
  )
    return parts[0] as Uint8Array<ArrayBuffer>;
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

/** Splits the incoming byte stream into whole protocol messages. */
function createFramer() {
  let pending = Buffer.alloc(0);
  let started = false;
  return function* frames(bytes: Uint8Array): Generator<Uint8Array> {
    pending = pending.length === 0 ? Buffer.from(bytes) : Buffer.concat([pending, bytes]);
    for (;;) {
      // The startup message has no type byte: a length, then the protocol version.
      const headerLength = started ? 5 : 4;
      if (pending.length < headerLength) return;
      const length = started ? 1 + pending.readInt32BE(1) : pending.readInt32BE(0);
      if (pending.length < length) return;
      yield pending.subarray(0, length);
      pending = pending.subarray(length);
      started = true;
    }
  };
}

/**
 * PostgreSQL's default buffer pool (128 MB) is touched whole when the database starts, and the
 * WebAssembly memory it lives in never shrinks: 16 MB holds a team's hot pages, and the rest is
 * read from the operating system's file cache (ADR 51). Maintenance work (index builds in
 * migrations) is capped for the same reason: what it once takes stays resident.
 */
const MEMORY_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

try {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: new Blob([options.snapshot as Uint8Array<ArrayBuffer>]) } : {}),
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  let frames = createFramer();
  /** Runs a batch of messages and collects what PGlite answers, as raw bytes it does not parse. */
  const execute = async (bytes: Uint8Array): Promise<Uint8Array[]> => {
    const out: Uint8Array[] = [];
    // The chunks are views on PGlite's memory, reused by the next call: each is copied.
    await pglite.execProtocolRawStream(bytes, {
      syncToFs: false,
      onRawData: (chunk) => out.push(chunk.slice()),
    });
    return out;
  };
  const handle = async (message: ToWorker): Promise<void> => {
    if (message.type === 'open') {
      frames = createFramer();
      await execute(FRESH_SESSION);
    } else if (message.type === 'data') {
      // The messages that arrived together (a client pipelines Parse, Bind, Execute, Sync) go
      // in at once, as a server would read them from its socket.
      const batch: Uint8Array[] = [];
      for (const frame of frames(message.bytes)) if (frame[0] !== TERMINATE) batch.push(frame);
      if (batch.length === 0) return;
      const bytes = ownedConcat(await execute(batch.length === 1 ? batch[0]! : Buffer.concat(batch)));
      // Handed over, not copied: the bytes are in a buffer of their own.
      if (bytes.length > 0) post({ type: 'data', bytes }, [bytes.buffer]);
    } else if (message.type === 'dump') {
      const dump = await pglite.dumpDataDir(message.compression);
      const bytes = new Uint8Array(await dump.arrayBuffer());
      post({ type: 'dump', bytes }, [bytes.buffer]);
    } else if (message.type === 'close') {
      await pglite.close();
      post({ type: 'closed' });
    }
  };
  // Strictly in arrival order: the wire protocol is a sequence.
  let queue = Promise.resolve();
  // A failure leaves the session in an unknown state: the main thread is told, and its
  // connections fail with the reason instead of waiting for an answer.
  port.on('message', (message: ToWorker) => {
    queue = queue.then(() => handle(message)).catch(failed);
  });
  post({ type: 'ready' });
} catch (error) {
  failed(error);
}
