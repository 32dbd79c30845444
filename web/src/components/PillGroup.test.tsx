import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PillGroup } from './PillGroup';
import { Toggle } from './Toggle';

const OPTIONS = [
  { value: 5, label: '5 min' },
  { value: 10, label: '10 min' },
  { value: 30, label: '30 min', locked: true },
];

function Lengths({ lockedHint }: { lockedHint?: string }) {
  const [value, setValue] = useState(5);
  const [on, setOn] = useState(false);
  return (
    <>
      <PillGroup
        legend="Length"
        name="len"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        lockedHint={lockedHint}
      />
      <Toggle label="Bar" checked={on} onChange={setOn} />
    </>
  );
}

describe('PillGroup and Toggle', () => {
  it('when a pill is chosen, then it is the one checked radio of its named group', async () => {
    const user = userEvent.setup();
    render(<Lengths />);
    expect(screen.getByRole('group', { name: 'Length' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 min' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '10 min' }));
    expect(screen.getByRole('radio', { name: '10 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5 min' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '10 min' })).toHaveAttribute('name', 'len');
  });

  it('when a pill is locked, then it cannot be chosen and carries the hint as its description only if one is given', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Lengths lockedHint="Premium required" />);
    const locked = screen.getByRole('radio', { name: '30 min' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription('Premium required');
    await user.click(locked);
    expect(screen.getByRole('radio', { name: '5 min' })).toBeChecked();
    unmount();
    render(<Lengths />);
    expect(screen.getByRole('radio', { name: '30 min' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Premium required')).toBeNull();
  });

  it('when the toggle is clicked, then the switch turns on and off', async () => {
    const user = userEvent.setup();
    render(<Lengths />);
    const bar = screen.getByRole('switch', { name: 'Bar' });
    expect(bar).not.toBeChecked();
    await user.click(bar);
    expect(bar).toBeChecked();
    await user.click(screen.getByText('Bar'));
    expect(bar).not.toBeChecked();
  });
});
