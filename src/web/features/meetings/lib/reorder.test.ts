import { describe, expect, it } from 'vitest';
import { moveItem, reorderAnnouncements, reorderIds, reorderPayload } from './reorder.ts';

describe('reorder', () => {
  it('moves an element down and up', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('builds the full 1-based payload', () => {
    expect(reorderPayload(['x', 'y', 'z'])).toEqual([
      { item_id: 'x', new_order: 1 },
      { item_id: 'y', new_order: 2 },
      { item_id: 'z', new_order: 3 },
    ]);
  });

  it('moves the dragged id onto the target, or reports no change', () => {
    expect(reorderIds(['a', 'b', 'c'], 'a', 'b')).toEqual(['b', 'a', 'c']);
    expect(reorderIds(['a', 'b', 'c'], 'a', 'a')).toBeNull();
    expect(reorderIds(['a', 'b', 'c'], 'a', null)).toBeNull();
    expect(reorderIds(['a', 'b', 'c'], 'q', 'a')).toBeNull();
  });

  it('announces moves with titles and positions', () => {
    const ids = ['a', 'b', 'c'];
    const announce = reorderAnnouncements({
      titleOf: (id) => `Item ${id.toUpperCase()}`,
      positionOf: (id) => ids.indexOf(id) + 1,
      total: 3,
    });
    expect(announce.onDragStart({ active: { id: 'a' } })).toBe('Picked up Item A, position 1 of 3.');
    // Still over itself right after pick-up: nothing new to say.
    expect(announce.onDragOver({ active: { id: 'a' }, over: { id: 'a' } })).toBeUndefined();
    expect(announce.onDragOver({ active: { id: 'a' }, over: { id: 'c' } })).toBe(
      'Item A moved to position 3 of 3.',
    );
    expect(announce.onDragOver({ active: { id: 'a' }, over: { id: 'c' } })).toBeUndefined();
    expect(announce.onDragOver({ active: { id: 'a' }, over: { id: 'a' } })).toBe(
      'Item A moved to position 1 of 3.',
    );
    expect(announce.onDragEnd({ active: { id: 'a' }, over: { id: 'b' } })).toBe(
      'Item A dropped at position 2 of 3.',
    );
  });
});
