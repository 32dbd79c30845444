import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './useFocusTrap';

function Dialog() {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref);
  return (
    <>
      <button type="button">Outside</button>
      <div ref={ref} role="dialog" aria-label="Trap">
        <button type="button">First</button>
        <input aria-label="Middle" />
        <button type="button">Last</button>
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('when Tab is pressed on the last control, then focus wraps to the first', async () => {
    render(<Dialog />);
    screen.getByRole('button', { name: 'Last' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('when Shift+Tab is pressed on the first control, then focus wraps to the last', async () => {
    render(<Dialog />);
    screen.getByRole('button', { name: 'First' }).focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('when focus is outside the dialog, then Tab brings it back in', async () => {
    render(<Dialog />);
    screen.getByRole('button', { name: 'Outside' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('when Tab is pressed in the middle, then focus moves on normally', async () => {
    render(<Dialog />);
    screen.getByRole('button', { name: 'First' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Middle' })).toHaveFocus();
  });
});
