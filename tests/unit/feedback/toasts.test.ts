import { beforeEach, describe, expect, it, vi } from 'vitest';

// sonner is fetched on demand (issue #26): a toast asked before it arrives must still be shown, once, when it has.
const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonner }));

describe('toasts before and after sonner has arrived', () => {
  beforeEach(() => {
    vi.resetModules();
    sonner.success.mockReset();
    sonner.error.mockReset();
  });

  it('shows a toast asked before sonner is loaded as soon as it is, once', async () => {
    const { loadToasts, showToast } = await import('@/components/feedback/toasts');
    showToast((toast) => toast.success('Vente enregistrée'));
    expect(sonner.success).not.toHaveBeenCalled();
    await loadToasts();
    await Promise.resolve();
    expect(sonner.success).toHaveBeenCalledTimes(1);
    expect(sonner.success).toHaveBeenCalledWith('Vente enregistrée');
  });

  it('shows a toast at once when sonner is already here', async () => {
    const { loadToasts, showToast } = await import('@/components/feedback/toasts');
    await loadToasts();
    showToast((toast) => toast.error('Vente impossible'));
    expect(sonner.error).toHaveBeenCalledWith('Vente impossible');
  });

  it('keeps the toasts asked in order', async () => {
    const { loadToasts, showToast } = await import('@/components/feedback/toasts');
    showToast((toast) => toast.success('premier'));
    showToast((toast) => toast.success('second'));
    await loadToasts();
    await Promise.resolve();
    expect(sonner.success.mock.calls.map(([title]) => title)).toEqual(['premier', 'second']);
  });
});
