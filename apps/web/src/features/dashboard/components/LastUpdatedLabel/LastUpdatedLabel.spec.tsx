import { act, render, screen } from '@testing-library/react';
import { LastUpdatedLabel } from './LastUpdatedLabel';
import { timeAgo } from './relative-time';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const ago = (seconds: number) => timeAgo(NOW - seconds * 1000, NOW);

describe('timeAgo', () => {
  it("words the time since as Superset's labels do", () => {
    expect(ago(0)).toBe('a few seconds ago');
    expect(ago(44)).toBe('a few seconds ago');
    expect(ago(45)).toBe('a minute ago');
    expect(ago(150)).toBe('3 minutes ago');
    expect(ago(50 * 60)).toBe('an hour ago');
    expect(ago(5 * 3600)).toBe('5 hours ago');
    expect(ago(30 * 3600)).toBe('a day ago');
    expect(ago(3 * 86400)).toBe('3 days ago');
    expect(ago(30 * 86400)).toBe('a month ago');
    expect(ago(92 * 86400)).toBe('3 months ago');
    expect(ago(400 * 86400)).toBe('a year ago');
    expect(ago(800 * 86400)).toBe('2 years ago');
  });
});

describe('LastUpdatedLabel', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('says when the charts were last updated and works it out again every 60 s', () => {
    render(<LastUpdatedLabel updatedAt={NOW} />);
    expect(screen.getByText('Last updated a few seconds ago')).toBeInTheDocument();
    // 59.999 s later the words would be 'a minute ago', but nothing is worked out before the minute tick.
    act(() => {
      jest.advanceTimersByTime(59_999);
    });
    expect(screen.getByText('Last updated a few seconds ago')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText('Last updated a minute ago')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(120_000);
    });
    expect(screen.getByText('Last updated 3 minutes ago')).toBeInTheDocument();
  });

  it('starts over when the charts are updated again', () => {
    const { rerender } = render(<LastUpdatedLabel updatedAt={NOW} />);
    act(() => {
      jest.advanceTimersByTime(300_000);
    });
    expect(screen.getByText('Last updated 5 minutes ago')).toBeInTheDocument();
    rerender(<LastUpdatedLabel updatedAt={NOW + 300_000} />);
    expect(screen.getByText('Last updated a few seconds ago')).toBeInTheDocument();
  });

  it('stops its timer when it goes away', () => {
    const { unmount } = render(<LastUpdatedLabel updatedAt={NOW} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
