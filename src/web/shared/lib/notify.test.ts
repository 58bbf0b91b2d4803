import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { notifyError, notifyFailure, notifySuccess } from './notify.ts';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

beforeEach(() => show.mockClear());

describe('notices', () => {
  it("shows a failed call's title with the server's reason", () => {
    notifyError(new ApiError(409, 'Conflict', 'Only a draft can be scheduled'), 'Failed to schedule meeting');
    expect(show).toHaveBeenCalledWith({
      color: 'red',
      title: 'Failed to schedule meeting',
      message: 'Only a draft can be scheduled',
      closeButtonProps: { 'aria-label': 'Dismiss notice' },
    });
  });

  it('reads the first issue of a validation list (422)', () => {
    const detail = [
      { loc: ['body', 'title'], msg: 'Title is required', type: 'too_small' },
      { loc: ['body', 'date'], msg: 'Invalid date', type: 'invalid_format' },
    ];
    notifyError(new ApiError(422, 'Unprocessable Entity', detail), 'Failed to create meeting');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Title is required' }));
  });

  it('falls back when the server gives no reason, and names an unreachable server', () => {
    notifyError(new ApiError(500, 'Internal Server Error'), 'Not deleted');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Please try again.' }));
    notifyError(
      new ApiError(500, 'Internal Server Error'),
      'Download failed',
      'The report could not be created.',
    );
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'The report could not be created.' }),
    );
    notifyError(new ApiError(0, 'offline'), 'Not deleted');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'An unexpected error occurred' }),
    );
    notifyError(new TypeError('x is undefined'), 'Not deleted');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'An unexpected error occurred' }),
    );
  });

  it('shows a failure found before any call, and a success in green', () => {
    notifyFailure('Failed to start meeting', 'Add agenda items before starting the meeting');
    expect(show).toHaveBeenLastCalledWith({
      color: 'red',
      title: 'Failed to start meeting',
      message: 'Add agenda items before starting the meeting',
      closeButtonProps: { 'aria-label': 'Dismiss notice' },
    });
    notifySuccess('Board saved');
    expect(show).toHaveBeenLastCalledWith({
      color: 'green',
      message: 'Board saved',
      closeButtonProps: { 'aria-label': 'Dismiss notice' },
    });
  });
});
