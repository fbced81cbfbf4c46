import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastPosition } from '@/components/feedback/toaster';
import { leaveBy, NOTICE_CAP_MS } from '@/components/feedback/toast-timing';
import type { Toasts } from '@/components/feedback/toasts';

const sonner = vi.hoisted(() => ({ dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast: { dismiss: sonner.dismiss }, Toaster: () => null }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/' }) }));

describe('where toasts go (issue #25)', () => {
  it.each([
    { where: 'a desktop page', pathname: '/dashboard/projects/[projectId]', touch: false, expected: 'bottom-right' },
    { where: 'a tablet or phone page', pathname: '/dashboard/projects/[projectId]', touch: true, expected: 'bottom-center' },
    { where: 'the register on a tablet', pathname: '/sellers/events/[eventId]/stands/[standId]', touch: true, expected: 'top-center' },
    { where: 'the register on a desktop', pathname: '/sellers/events/[eventId]/stands/[standId]', touch: false, expected: 'top-center' },
  ])('$where → $expected', ({ pathname, touch, expected }) => {
    expect(toastPosition(pathname, touch)).toBe(expected);
  });
});

describe('leaveBy: a toast leaves by its deadline, paused or not', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sonner.dismiss.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('dismisses that toast when the deadline comes, not before', () => {
    leaveBy(sonner as unknown as Toasts, 't-1', NOTICE_CAP_MS);
    vi.advanceTimersByTime(NOTICE_CAP_MS - 1);
    expect(sonner.dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sonner.dismiss).toHaveBeenCalledWith('t-1');
  });

  it('does nothing for a toast sonner did not make (a test’s stand-in)', () => {
    leaveBy(sonner as unknown as Toasts, undefined, 10);
    vi.advanceTimersByTime(100);
    expect(sonner.dismiss).not.toHaveBeenCalled();
  });
});
