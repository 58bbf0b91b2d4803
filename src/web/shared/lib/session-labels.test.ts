import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_WORDS,
  activityWord,
  consensusLabel,
  decidedShare,
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

  it('uses the spec consensus thresholds (strictly above 0.8, 0.6, 0.4)', () => {
    expect(consensusLabel(0.81)).toBe('Strong Agreement');
    expect(consensusLabel(0.8)).toBe('Moderate Agreement');
    expect(consensusLabel(0.61)).toBe('Moderate Agreement');
    expect(consensusLabel(0.6)).toBe('Mixed Views');
    expect(consensusLabel(0.41)).toBe('Mixed Views');
    expect(consensusLabel(0.4)).toBe('Significant Disagreement');
    expect(consensusLabel(0)).toBe('Significant Disagreement');
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

describe('consensus label with abstentions', () => {
  it('reads Mostly Undecided when abstentions, not disagreement, keep consensus low', () => {
    expect(consensusLabel(0.3, decidedShare({ approve: 0.2, against: 0, abstain: 0.8 }))).toBe(
      'Mostly Undecided',
    );
    expect(consensusLabel(0.3)).toBe('Significant Disagreement');
    expect(decidedShare({ approve: 0, against: 0, abstain: 0 })).toBe(1);
  });
});
