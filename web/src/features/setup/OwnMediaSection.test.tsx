import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getOwnMediaChoice, setOwnMediaChoice } from '../../media/ownMedia/ownMediaChoice';
import { i18n } from '../../lib/i18n/i18n';
import { OwnMediaSection } from './OwnMediaSection';
import { OWN_MEDIA_MESSAGES } from './ownMediaMessages';

// Rendered alone: the language comes from the one i18n instance (English in tests unless switched).
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

afterEach(() => setOwnMediaChoice({ files: [], mode: 'mixed' }));

/** Two frames of 1.5 s each. */
function animatedGif(): Uint8Array<ArrayBuffer> {
  const frame = [0x21, 0xf9, 4, 0, 150, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
  return Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, ...frame, ...frame, 0x3b]);
}

function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText('Your files', { selector: 'input' }), { target: { files } });
}

describe('OwnMediaSection', () => {
  it('lists the picked files with their type and a gif length read from the file', async () => {
    render(<OwnMediaSection starName="Aria Vale" onChosenChange={() => undefined} />, { wrapper });
    expect(screen.getByText(/nothing is uploaded or saved/)).toBeInTheDocument();
    choose([new File(['png'], 'beach.png', { type: 'image/png' }), new File([animatedGif()], 'wave.gif')]);

    expect(await screen.findByText('2 files: 1 image, 1 gif')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your files' });
    expect(within(list).getByText('beach.png')).toBeInTheDocument();
    expect(within(list).getByText('0:03')).toBeInTheDocument();
    expect(getOwnMediaChoice().files.map((own) => [own.file.name, own.type, own.durationSec])).toEqual([
      ['beach.png', 'image', 0],
      ['wave.gif', 'gif', 3],
    ]);
  });

  it('names the files it cannot play and says which ones it can', async () => {
    render(<OwnMediaSection starName="Aria Vale" onChosenChange={() => undefined} />, { wrapper });
    choose([new File(['x'], 'notes.txt', { type: 'text/plain' }), new File(['png'], 'a.png', { type: 'image/png' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Not added: notes.txt. ${OWN_MEDIA_MESSAGES.unsupported}`,
    );
    expect(await screen.findByText('1 file: 1 image')).toBeInTheDocument();
  });

  it('removes one file, clears all, and keeps the mode chosen', async () => {
    render(<OwnMediaSection starName="Aria Vale" onChosenChange={() => undefined} />, { wrapper });
    choose([new File(['1'], 'one.png', { type: 'image/png' }), new File(['2'], 'two.webp', { type: 'image/webp' })]);
    await screen.findByText('2 files: 2 images');

    expect(screen.getByRole('radio', { name: "Mixed with Aria Vale's media" })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Only my files' }));
    expect(getOwnMediaChoice().mode).toBe('only');

    fireEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    await waitFor(() => expect(screen.getByText('1 file: 1 image')).toBeInTheDocument());
    expect(screen.queryByText('one.png')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('list', { name: 'Your files' })).not.toBeInTheDocument();
    expect(getOwnMediaChoice().files).toEqual([]);
  });

  it('adds a file picked twice once', async () => {
    render(<OwnMediaSection starName="Aria Vale" onChosenChange={() => undefined} />, { wrapper });
    const file = new File(['1'], 'one.png', { type: 'image/png', lastModified: 5 });
    choose([file]);
    await screen.findByText('1 file: 1 image');
    choose([file]);
    await waitFor(() => expect(screen.queryByText('Reading your files…')).not.toBeInTheDocument());
    expect(screen.getByText('1 file: 1 image')).toBeInTheDocument();
  });
});
