import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('createSseParser', () => {
  it('parses frames with id, event and data, ignoring comments and retry', () => {
    const parser = createSseParser();
    const frames = parser.push(
      'retry: 2000\n\n: heartbeat\n\nid: 1\nevent: seat_started\ndata: {"seq":1}\n\nevent: end\ndata: {}\n\n',
    );
    expect(frames).toEqual([
      { id: '1', event: 'seat_started', data: '{"seq":1}' },
      { id: '1', event: 'end', data: '{}' },
    ]);
    expect(parser.retryMs).toBe(2000);
  });

  it('completes frames split across chunks anywhere, with CRLF line ends', () => {
    const parser = createSseParser();
    const text = 'id: 7\r\nevent: seat_completed\r\ndata: {"a":\r\ndata: 1}\r\n\r\n';
    const frames = [...text].flatMap((char) => parser.push(char));
    expect(frames).toEqual([{ id: '7', event: 'seat_completed', data: '{"a":\n1}' }]);
  });

  it('does not dispatch a frame without data, and defaults the event name to message', () => {
    const parser = createSseParser();
    expect(parser.push('event: nothing\n\n')).toEqual([]);
    expect(parser.push('data: hi\n\n')).toEqual([{ id: null, event: 'message', data: 'hi' }]);
  });

  it('keeps an unfinished frame until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('id: 2\nevent: x\ndata: y\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: '2', event: 'x', data: 'y' }]);
  });

  it('completes an event whose chunk ends mid-event, and keeps the last id for later events', () => {
    const parser = createSseParser();
    expect(parser.push('id: 3\nevent: seat_started\ndata: {"seq":3}\n\nid: 4\nevent: seat_comp')).toEqual([
      { id: '3', event: 'seat_started', data: '{"seq":3}' },
    ]);
    expect(parser.push('leted\ndata: {"se')).toEqual([]);
    expect(parser.push('q":4}\n\nevent: end\ndata: {}\n\n')).toEqual([
      { id: '4', event: 'seat_completed', data: '{"seq":4}' },
      { id: '4', event: 'end', data: '{}' },
    ]);
  });
});
