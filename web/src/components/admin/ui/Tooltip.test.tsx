import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TOOLTIP_DELAY_MS, UnavailableButton } from './Tooltip';

describe('UnavailableButton', () => {
  it('looks disabled, stays focusable and says why', () => {
    renderWithProviders(<UnavailableButton label="View Analytics" reason="Analytics are not available." />);
    const button = screen.getByRole('button', { name: 'View Analytics' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Analytics are not available.',
    );
  });

  it('shows its tooltip after 700 ms of hovering, and at once on focus', () => {
    vi.useFakeTimers();
    renderWithProviders(
      <UnavailableButton label="Save All Changes" reason="Each screen saves its own changes." />,
    );
    const button = screen.getByRole('button', { name: 'Save All Changes' });
    fireEvent.pointerEnter(button.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryAllByText('Each screen saves its own changes.')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByText('Each screen saves its own changes.')).toHaveLength(2);
    fireEvent.pointerLeave(button.parentElement as HTMLElement);
    expect(screen.queryAllByText('Each screen saves its own changes.')).toHaveLength(1);
    fireEvent.focus(button);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getAllByText('Each screen saves its own changes.')).toHaveLength(2);
  });

  it('does nothing when clicked', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <UnavailableButton label="Export" reason="Not yet." />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
