import { describe, expect, it } from 'vitest';
import { capList } from './capList';

describe('capList', () => {
  it('keeps the first items and counts the rest for the +N badge', () => {
    expect(capList(['a', 'b', 'c', 'd', 'e'], 2)).toEqual({ visible: ['a', 'b'], rest: 3 });
  });

  it('has nothing left over when the list fits', () => {
    expect(capList(['a', 'b'], 2)).toEqual({ visible: ['a', 'b'], rest: 0 });
    expect(capList([], 3)).toEqual({ visible: [], rest: 0 });
  });
});
