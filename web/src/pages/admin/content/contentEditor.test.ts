import { describe, expect, it } from 'vitest';
import { emptySectionData, readJson } from './contentEditor';

describe('content editor JSON', () => {
  it('takes valid JSON of the expected shape', () => {
    expect(readJson('[{"id":"service-1"}]', 'array')).toEqual([{ id: 'service-1' }]);
    expect(readJson('{"copyright":"Rawi"}', 'object')).toEqual({ copyright: 'Rawi' });
  });

  it('ignores input that is not valid JSON', () => {
    expect(readJson('[{"id": ', 'array')).toBeUndefined();
    expect(readJson('', 'object')).toBeUndefined();
  });

  it('ignores JSON of the wrong shape', () => {
    expect(readJson('{"a":1}', 'array')).toBeUndefined();
    expect(readJson('[1,2]', 'object')).toBeUndefined();
    expect(readJson('null', 'object')).toBeUndefined();
  });

  it('starts new services and team content with empty lists', () => {
    expect(emptySectionData('services')).toEqual({ title: '', subtitle: '', services: [] });
    expect(emptySectionData('team')).toEqual({ title: '', subtitle: '', members: [] });
    expect(emptySectionData('footer')).toEqual({});
  });
});
