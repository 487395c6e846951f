import { describe, expect, it } from 'vitest';
import { applyServiceDraft, newServiceId, parseFeatures } from './servicesForm';

describe('service features', () => {
  it('takes one feature per line and drops blank lines', () => {
    expect(parseFeatures('Offline\n\n  Arabic dialects  \r\n   \nAudit trail\n')).toEqual([
      'Offline',
      'Arabic dialects',
      'Audit trail',
    ]);
  });

  it('is empty for empty text', () => {
    expect(parseFeatures('')).toEqual([]);
    expect(parseFeatures('\n \n')).toEqual([]);
  });
});

describe('service ids', () => {
  it("are 'service-' followed by the time in milliseconds", () => {
    expect(newServiceId([], 1717000000123)).toBe('service-1717000000123');
    expect(newServiceId([], Date.now())).toMatch(/^service-\d{13}$/);
  });

  it('stay unique when two are added in the same millisecond', () => {
    expect(newServiceId([{ id: 'service-5' }, { id: 'service-6' }], 5)).toBe('service-7');
  });
});

describe('service edits', () => {
  it('adds a new service with a timestamp id and parsed features', () => {
    const list = applyServiceDraft(
      [],
      null,
      { title: ' Speech ', description: 'd', features: 'a\n\nb', icon: 'mic' },
      42,
    );
    expect(list).toEqual([
      { id: 'service-42', title: 'Speech', description: 'd', features: ['a', 'b'], icon: 'mic' },
    ]);
  });

  it('replaces the edited service and keeps its id', () => {
    const before = [{ id: 'service-1', title: 'Old', description: '', features: [], icon: '' }];
    const after = applyServiceDraft(before, 'service-1', {
      title: 'New',
      description: '',
      features: 'x',
      icon: 'brain',
    });
    expect(after).toEqual([
      { id: 'service-1', title: 'New', description: '', features: ['x'], icon: 'brain' },
    ]);
    expect(before[0]?.title).toBe('Old');
  });
});
