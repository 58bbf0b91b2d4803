import { describe, expect, it } from 'vitest';
import { courseSeats } from './course-seats.ts';
import { createNotes, type KindContext } from './kind-kit.ts';

const x = { phrase: 'delaying the recall' } as KindContext;
const seats = courseSeats((ctx) => ctx.phrase === 'delaying the recall', {
  CEO: {
    weight: 1,
    why: 'Owning the problem early is what people remember.',
    instead: (ctx) => `Stop ${ctx.phrase} and announce it yourself.`,
    act: ['Name one person who runs the recall', 'today'],
  },
  CFO: { weight: 0.5, why: 'A provision now costs less than claims later.', instead: 'Book the provision.' },
});

describe('seats that only argue the course', () => {
  it('oppose a proposal that departs from the course, with what to do instead, and ask for their action', () => {
    const c = createNotes();
    seats.CEO?.(x, c);
    expect(c.points).toEqual([
      {
        weight: -1,
        text: 'Owning the problem early is what people remember.',
        severity: 'critical',
        mitigation: 'Stop delaying the recall and announce it yourself.',
      },
    ]);
    expect(c.actions).toEqual([{ action: 'Name one person who runs the recall', horizon: 'today' }]);
  });

  it('support the course when the proposal follows it, and weigh a lesser seat as high, not critical', () => {
    const follows = { phrase: 'the recall' } as KindContext;
    const c = createNotes();
    seats.CFO?.(follows, c);
    expect(c.points).toEqual([
      {
        weight: 0.5,
        text: 'A provision now costs less than claims later.',
        severity: null,
        mitigation: null,
      },
    ]);
    const d = createNotes();
    seats.CFO?.(x, d);
    expect(d.points[0]?.severity).toBe('high');
    expect(d.actions).toEqual([]);
  });
});
