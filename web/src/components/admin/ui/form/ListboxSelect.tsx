import { Check, ChevronDown } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

const Anchor = styled.div`
  position: relative;
  display: inline-block;
  min-width: 140px;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s ease;
  }
`;

/** Fixed to the viewport under the button, so a scrolling table never clips or scrolls it. */
const List = styled.ul`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.nav};
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  list-style: none;
  &:focus {
    outline: none;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.text)};
`;

export interface ListboxOption<V extends string> {
  value: V;
  label: string;
  /** Shown in the closed control and the list (a coloured badge); the label by default. */
  render?: ReactNode;
}

interface ListboxSelectProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<ListboxOption<V>>;
  onChange: (value: V) => void;
}

/**
 * The panel's select (ARIA listbox pattern): a button that opens a list; arrows, Home and End
 * move, Enter or Space choose, Escape and Tab close, and focus returns to the button.
 */
export function ListboxSelect<V extends string>({ label, value, options, onChange }: ListboxSelectProps<V>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<CSSProperties>({});
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const current = options[selectedIndex];

  useEffect(() => {
    if (!open) return undefined;
    list.current?.focus({ preventScroll: true });
    // The list stays where it opened: a scroll or resize closes it.
    const dismiss = () => setOpen(false);
    window.addEventListener('resize', dismiss);
    window.addEventListener('scroll', dismiss, true);
    return () => {
      window.removeEventListener('resize', dismiss);
      window.removeEventListener('scroll', dismiss, true);
    };
  }, [open]);

  const openAt = (index: number) => {
    const box = trigger.current?.getBoundingClientRect();
    if (box) {
      const rtl = getComputedStyle(trigger.current as Element).direction === 'rtl';
      setPlace({
        top: box.bottom + 4,
        minWidth: box.width,
        ...(rtl ? { right: window.innerWidth - box.right } : { left: box.left }),
      });
    }
    setActive(index);
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    close();
    if (option && option.value !== value) onChange(option.value);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openAt(selectedIndex);
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <Anchor>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={`${label}: ${current?.label ?? ''}`}
        onClick={() => (open ? close() : openAt(selectedIndex))}
        onKeyDown={onTriggerKey}
      >
        {current?.render ?? current?.label}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      {open && (
        <List
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          style={place}
          aria-activedescendant={`${id}-option-${active}`}
          onKeyDown={onListKey}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
          }}
        >
          {options.map((option, index) => (
            <Option
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={option.value === value}
              $active={index === active}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.render ?? option.label}
              {option.value === value && <Check size={14} aria-hidden="true" />}
            </Option>
          ))}
        </List>
      )}
    </Anchor>
  );
}
