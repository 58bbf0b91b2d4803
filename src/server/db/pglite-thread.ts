// Opens the embedded database on its own thread (pglite-worker.ts) and hands back a socket-like
// stream that node-postgres can use as its connection: the app then talks to PGlite exactly as
// to a PostgreSQL server, through one driver.
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FromWorker, PgliteWorkerData, ToWorker } from './pglite-worker.ts';

export interface PgliteThread {
  /** A new wire-protocol stream to the database (node-postgres's `stream` option). */
  connect(): Duplex;
  /** The data directory as a tarball (gzip-compressed for backups; plain for tests' snapshots). */
  dump(compression?: 'gzip' | 'none'): Promise<Uint8Array>;
  close(): Promise<void>;
}

class WorkerSocket extends Duplex {
  readonly #send: (message: ToWorker) => void;
  constructor(send: (message: ToWorker) => void) {
    super();
    this.#send = send;
  }
  // node-postgres calls these on a TCP socket; a thread needs none of them.
  connect() {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.#send({ type: 'data', bytes: chunk });
    callback();
  }
  override _writev(chunks: { chunk: Buffer }[], callback: () => void) {
    this.#send({ type: 'data', bytes: Buffer.concat(chunks.map((c) => c.chunk)) });
    callback();
  }
  override _read() {}
  // The client said goodbye (Terminate): the connection is over, the database stays up.
  override _final(callback: () => void) {
    callback();
    queueMicrotask(() => this.emit('close'));
  }
}

export async function startPgliteThread(options: PgliteWorkerData): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: options });
  let socket: WorkerSocket | null = null;
  let dumped: ((bytes: Uint8Array) => void) | null = null;
  let closed: (() => void) | null = null;
  let closing = false;
  /** Once the thread has failed, every connection fails with its reason instead of waiting. */
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    socket?.destroy(failure);
  };
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') {
        reject(new Error(message.message));
        fail(new Error(`The embedded database failed: ${message.message}`));
      } else if (message.type === 'data')
        socket?.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      else if (message.type === 'dump') dumped?.(message.bytes);
      else if (message.type === 'closed') closed?.();
    });
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    if (!closing) fail(new Error(`The embedded database's thread stopped (exit code ${code})`));
  });
  const send = (message: ToWorker) => worker.postMessage(message);
  return {
    connect() {
      socket = new WorkerSocket(send);
      if (failure) {
        const reason = failure;
        const failed = socket;
        queueMicrotask(() => failed.destroy(reason));
      } else send({ type: 'open' });
      return socket;
    },
    dump(compression = 'none') {
      return new Promise((resolve) => {
        dumped = resolve;
        send({ type: 'dump', compression });
      });
    },
    async close() {
      closing = true;
      if (!failure)
        await new Promise<void>((resolve) => {
          closed = resolve;
          send({ type: 'close' });
        });
      await worker.terminate();
    },
  };
}
