import * as Dropdown from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * The frame of a lazily loaded header menu (LazyMenuTrigger's `renderMenu`): it mounts open, with
 * the plain trigger's look and name, so nothing moves when the code arrives; from then on it is
 * the menu.
 */
export function OpenedDropdown({
  label,
  triggerClassName,
  face,
  contentClassName,
  children,
}: {
  label: string;
  triggerClassName: string;
  /** What the trigger shows (the plain button's children). */
  face: ReactNode;
  /** Extra classes of the menu panel, e.g. its minimum width. */
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dropdown.Root modal={false} defaultOpen>
      <Dropdown.Trigger aria-label={label} className={triggerClassName}>
        {face}
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          align="end"
          sideOffset={6}
          className={cx(
            'z-[80] rounded-xl border border-white/10 bg-navy-800 p-1 shadow-xl shadow-black/50',
            contentClassName,
          )}
        >
          {children}
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}
