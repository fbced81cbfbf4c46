import { describe, expect, it } from 'vitest';
import { resumeStep } from '@/features/events/components/funnel/shared';

const performance = { id: 'p1', roomId: null, roomName: null, startsAt: '2027-04-10T20:30', startsAtInstant: '2027-04-10T18:30:00.000Z' };
const stand = { id: 's1', name: 'Hall', status: 'closed' };
const draft = { name: 'Zénith', city: 'Nantes', funnelCompletedAt: null, performances: [], stands: [] };

// Issue #12.13: a reopened draft used to start again at step 1, whatever was already filled in.
describe('resumeStep: where a reopened event opens in the funnel', () => {
  it('opens a new event, and a draft without its name or city, at the details', () => {
    expect(resumeStep(undefined)).toBe('details');
    expect(resumeStep({ ...draft, city: null })).toBe('details');
    expect(resumeStep({ ...draft, name: '  ' })).toBe('details');
  });

  it('opens a draft at the first step whose data is missing', () => {
    expect(resumeStep(draft)).toBe('dates');
    expect(resumeStep({ ...draft, performances: [performance] } as never)).toBe('stands');
    expect(resumeStep({ ...draft, performances: [performance], stands: [stand] } as never)).toBe('fees');
  });

  it('opens a completed event at the details: it is edited, not resumed', () => {
    expect(resumeStep({ ...draft, performances: [performance], stands: [stand], funnelCompletedAt: '2027-01-01T00:00:00.000Z' } as never)).toBe('details');
  });
});
