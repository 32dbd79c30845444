import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOwnMediaChoice } from '../../media/ownMedia/ownMediaChoice';
import { i18n } from '../../lib/i18n/i18n';
import { OwnMediaSection } from './OwnMediaSection';

// Rendered alone: the language comes from the one i18n instance (English in tests unless switched).
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

type Entry = FakeFile | FakeFolder;
const contents = new WeakMap<FakeFolder, Entry[]>();

class FakeFile {
  readonly kind = 'file';
  constructor(private readonly file: File) {}
  get name() {
    return this.file.name;
  }
  getFile() {
    return Promise.resolve(this.file);
  }
}

// Methods on the prototype, contents in a WeakMap: IndexedDB clones it as a real handle would be stored.
class FakeFolder {
  readonly kind = 'directory';
  constructor(
    readonly name: string,
    entries: Entry[],
  ) {
    contents.set(this, entries);
  }
  async *values() {
    for (const entry of contents.get(this) ?? []) yield await Promise.resolve(entry);
  }
}

function png(name: string) {
  return new FakeFile(new File(['png'], name, { type: 'image/png' }));
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  setOwnMediaChoice({ files: [], mode: 'mixed' });
  vi.unstubAllGlobals();
});

function renderSection() {
  return render(<OwnMediaSection starName="Aria Vale" onChosenChange={() => undefined} />, { wrapper });
}

describe('OwnMediaSection with the browser folder picker', () => {
  it('reads a folder and its subfolders, skipping system files and naming what cannot play', async () => {
    const pictures = new FakeFolder('Pictures', [
      png('a.png'),
      new FakeFile(new File(['x'], '.DS_Store')),
      new FakeFolder('Trip', [png('b.png'), new FakeFolder('Deeper', [png('c.png')])]),
      new FakeFile(new File(['x'], 'notes.txt', { type: 'text/plain' })),
    ]);
    const picker = vi.fn(() => Promise.resolve(pictures));
    vi.stubGlobal('showDirectoryPicker', picker);
    renderSection();

    fireEvent.click(screen.getByRole('button', { name: 'Choose a folder' }));
    expect(await screen.findByText('3 files: 3 images')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your files' });
    expect(
      within(list)
        .getAllByText(/\.png$/)
        .map((node) => node.textContent),
    ).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.getByRole('alert')).toHaveTextContent('Not added: notes.txt.');
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ mode: 'read' }));
    expect(screen.getByRole('checkbox', { name: /Remember “Pictures” on this device/ })).not.toBeChecked();
  });

  it('says nothing when the user closes the picker', async () => {
    vi.stubGlobal('showDirectoryPicker', () => Promise.reject(new DOMException('closed', 'AbortError')));
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a folder' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('remembers the folder only when asked, offers it on the next visit, and forgets it', async () => {
    vi.stubGlobal('showDirectoryPicker', () => Promise.resolve(new FakeFolder('Pictures', [png('a.png')])));
    const first = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a folder' }));
    await screen.findByText('1 file: 1 image');
    first.unmount();
    setOwnMediaChoice({ files: [], mode: 'mixed' });

    // Not ticked: the next visit has nothing remembered.
    const second = renderSection();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a folder' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Remember “Pictures”/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Remember “Pictures”/ })).toBeChecked());
    second.unmount();
    setOwnMediaChoice({ files: [], mode: 'mixed' });

    renderSection();
    expect(await screen.findByRole('button', { name: 'Use “Pictures” again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Forget this folder' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /again/ })).not.toBeInTheDocument());
  });
});
