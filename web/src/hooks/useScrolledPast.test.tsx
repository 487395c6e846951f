import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
};

describe('useScrolledPast', () => {
  afterEach(() => scrollTo(0));

  it('reads where a page opened already scrolled is in the next frame, not during the effects', async () => {
    scrollTo(300);
    const { result } = renderHook(() => useScrolledPast(50));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('follows the scroll', async () => {
    const { result } = renderHook(() => useScrolledPast(50));
    await act(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
    expect(result.current).toBe(false);
    scrollTo(120);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    scrollTo(10);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });
});
