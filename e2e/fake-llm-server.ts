// TEST DOUBLE for browser tests: the fake OpenAI-compatible server on a fixed loopback port,
// answering every call after FAKE_LLM_LATENCY_MS. Started by playwright.config.ts.
import { startFakeOpenAiServer } from '../src/engine/testing/fake-openai-server.ts';

const port = Number(process.env.FAKE_LLM_PORT ?? 8139);
const latencyMs = Number(process.env.FAKE_LLM_LATENCY_MS ?? 400);
const fake = await startFakeOpenAiServer({ latencyMs, port });
console.info(`fake LLM server on ${fake.url} (latency ${latencyMs} ms)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
