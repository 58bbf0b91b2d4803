import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_WORDS,
  activityWord,
  outcomeBanner,
  percent,
  phaseLabel,
  stanceColor,
  stanceLabel,
  voteLabel,
} from './session-labels.ts';

describe('labels', () => {
  it('names phases, with the round for consensus building', () => {
    expect(phaseLabel('initial_positions', 0)).toBe('Initial Positions');
    expect(phaseLabel('discussion', 0)).toBe('Discussion & Debate');
    expect(phaseLabel('consensus', 2)).toBe('Consensus Building — Round 2');
    expect(phaseLabel('final_vote', 0)).toBe('Final Vote');
    expect(phaseLabel('synthesis', 0)).toBe('Synthesis');
    expect(phaseLabel(null, null)).toBeNull();
  });

  it('colours the banner by the computed outcome', () => {
    expect(outcomeBanner('against')).toEqual({
      tone: 'against',
      color: 'red',
      title: 'The board recommends AGAINST',
    });
    expect(outcomeBanner('proceed')).toMatchObject({
      color: 'green',
      title: 'The board recommends PROCEEDING',
    });
    expect(outcomeBanner('mixed')).toMatchObject({ color: 'yellow', title: 'The board has mixed views' });
    expect(outcomeBanner(null).tone).toBe('mixed');
    expect(outcomeBanner('cannot_judge')).toMatchObject({
      color: 'gray',
      title: 'The board cannot judge this yet',
    });
  });

  it('rotates the five activity words, staggered by an offset', () => {
    expect(ACTIVITY_WORDS).toEqual(['Thinking', 'Analyzing', 'Considering', 'Evaluating', 'Reflecting']);
    expect([0, 1, 2, 3, 4, 5].map((tick) => activityWord(tick))).toEqual([...ACTIVITY_WORDS, 'Thinking']);
    expect(activityWord(0, 2)).toBe('Considering');
    expect(activityWord(-1)).toBe('Reflecting');
  });

  it('formats stances, votes and percentages', () => {
    expect(stanceLabel('strongly_oppose')).toBe('Strongly oppose');
    expect(stanceColor('strongly_support')).toBe('green');
    expect(stanceColor('oppose')).toBe('red');
    expect(stanceColor('neutral')).toBe('gray');
    expect(voteLabel('against')).toBe('Against');
    expect(percent(0.5375)).toBe(54);
    expect(percent(1.2)).toBe(100);
  });
});
