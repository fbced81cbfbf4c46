import { describe, expect, it } from 'vitest';
import { countReceipts } from '@/features/closing/count-receipts';

describe('countReceipts', () => {
  it('accepts what was counted good up to what was sent, then damaged, the rest missing', () => {
    expect(countReceipts({ sent: 10, counted: 7, damaged: 2 })).toEqual({ success: 7, damaged: 2, missing: 1, regul: 0 });
    expect(countReceipts({ sent: 10, counted: 10, damaged: 0 })).toEqual({ success: 10, damaged: 0, missing: 0, regul: 0 });
    expect(countReceipts({ sent: 4, counted: 0, damaged: 0 })).toEqual({ success: 0, damaged: 0, missing: 4, regul: 0 });
  });

  it('takes good units beyond what was sent as regul, and damaged ones only up to what is left', () => {
    expect(countReceipts({ sent: 5, counted: 8, damaged: 1 })).toEqual({ success: 5, damaged: 0, missing: 0, regul: 3 });
    expect(countReceipts({ sent: 5, counted: 4, damaged: 3 })).toEqual({ success: 4, damaged: 1, missing: 0, regul: 0 });
  });
});
