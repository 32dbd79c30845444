import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n/i18n';
import { WARM_UP_LINES } from '../../lib/sessionEngine/aiScheduler';
import { SidePanel, type SidePanelProps } from './SidePanel';

function renderPanel(overrides: Partial<SidePanelProps> = {}) {
  const onEnd = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <SidePanel
        starName="Aria Vale"
        remainingMs={125_400}
        startedAtMs={Date.now()}
        showBar
        controls={null}
        instructions={null}
        onEnd={onEnd}
        {...overrides}
      />
    </I18nProvider>,
  );
  return { onEnd };
}

describe('SidePanel', () => {
  it('when the session runs, then it shows the star, the countdown as m:ss (rounded up) and the default pace', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Aria Vale' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('2:06');
    expect(screen.getByRole('img', { name: 'Pace 100 BPM' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Tick sound' })).not.toBeChecked();
  });

  it('when no instruction has arrived, then it says it is waiting; when one arrives, then it shows it', () => {
    renderPanel();
    expect(screen.getByText('Waiting for instructions…')).toBeInTheDocument();
    renderPanel({ instructions: { text: 'Follow the bar.', fallback: false, key: 'c0-0' } });
    expect(screen.getByText('Follow the bar.')).toBeInTheDocument();
  });

  it('when the bar and AI are off, then neither the pace bar nor the instruction box shows', () => {
    renderPanel({ showBar: false, instructions: 'off' });
    expect(screen.queryByRole('img', { name: /Pace/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for instructions…')).not.toBeInTheDocument();
  });

  it('when the plan says 44 BPM from the start, then the bar reads 44 BPM', () => {
    renderPanel({ controls: [{ bpm: 44, duration: 600 }] });
    expect(screen.getByRole('img', { name: 'Pace 44 BPM' })).toBeInTheDocument();
  });

  it('when End is pressed, then onEnd is called', async () => {
    const { onEnd } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('when the session runs, then Pause (Space) pauses; paused, the button reads Resume and the countdown says Paused', async () => {
    const onTogglePause = vi.fn();
    renderPanel({ onTogglePause });
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-keyshortcuts', 'Space');
    await userEvent.click(pause);
    expect(onTogglePause).toHaveBeenCalledOnce();
    renderPanel({ onTogglePause, pausedElapsedMs: 4000 });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('when full screen is supported, then the button name follows the state; End and ? carry their shortcuts', async () => {
    const toggle = vi.fn();
    const onShowHelp = vi.fn();
    renderPanel({ fullscreen: { supported: true, active: false, toggle }, onShowHelp });
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(toggle).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'End' })).toHaveAttribute('aria-keyshortcuts', 'Escape');
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(onShowHelp).toHaveBeenCalledOnce();
    renderPanel({ fullscreen: { supported: true, active: true, toggle } });
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
    renderPanel({ fullscreen: { supported: false, active: false, toggle } });
    expect(screen.getAllByRole('button', { name: /full screen/i })).toHaveLength(2);
  });
});

describe('SidePanel: AI-generated lines', () => {
  it('when a model wrote the line, then "AI-generated" shows under it and is read with it; a built-in or warm-up line has no label', () => {
    renderPanel({ instructions: { text: 'Follow the bar.', fallback: false, key: 'c0-0', aiGenerated: true } });
    const box = screen.getByText('Follow the bar.');
    expect(box).toHaveTextContent('Follow the bar.AI-generated');
    expect(box).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAttribute('aria-atomic', 'true');
    renderPanel({ instructions: { text: 'Stay with me.', fallback: false, key: 'c0-1' } });
    renderPanel({ instructions: { text: WARM_UP_LINES[0] ?? '', fallback: true, key: 'w0', warmUp: 0 } });
    expect(screen.getAllByText('AI-generated')).toHaveLength(1);
    expect(screen.getByText('Get comfortable and settle in.')).toBeInTheDocument();
  });
});

describe('SidePanel in French', () => {
  it('when the page is in French, then the controls, the waiting line, warm-up lines and the AI label are French', async () => {
    await act(() => activateLocale('fr'));
    renderPanel({ onTogglePause: vi.fn(), onHide: vi.fn(), onShowHelp: vi.fn() });
    expect(screen.getByRole('complementary', { name: 'Session' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('2:06');
    expect(screen.getByText('En attente d’instructions…')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rythme 100\u00a0BPM' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Clic sonore' })).toBeInTheDocument();
    for (const name of ['Masquer', 'Pause', 'Raccourcis clavier', 'Terminer']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    renderPanel({ instructions: { text: WARM_UP_LINES[1] ?? '', fallback: true, key: 'w1', warmUp: 1 } });
    expect(screen.getByText('Inspirez lentement et profondément, et relâchez les épaules.')).toBeInTheDocument();
    renderPanel({ instructions: { text: 'Suivez la barre.', fallback: false, key: 'c0-0', aiGenerated: true } });
    expect(screen.getByText('Suivez la barre.')).toHaveTextContent('Suivez la barre.Généré par IA');
  });
});
