import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { stubApi } from '../testing/apiStub';
import { renderWithProviders } from '../testing/renderWithProviders';
import { useVideoSources, type PlayableSrc } from './useVideoSources';

const show = (src: PlayableSrc) => (typeof src === 'object' ? src.url : src);

function Sources({ wanted, shown }: { wanted: string[]; shown: string[] }) {
  const sourceOf = useVideoSources(wanted);
  return (
    <ul>
      {shown.map((srcUrl) => (
        <li key={srcUrl}>{show(sourceOf(srcUrl))}</li>
      ))}
    </ul>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useVideoSources', () => {
  it('when video-host ids are wanted, then each is resolved once and ordinary media plays as it is', async () => {
    const api = stubApi({
      [`GET ${API_PATHS.videoResolve}`]: ({ search }) =>
        search.get('u') === 'gonegif'
          ? { status: 404, body: { ok: false, error: 'Not found' } }
          : { body: { url: `/api/redgifs/stream/${search.get('u') ?? ''}?q=hd`, duration: 4 } },
    });
    const shown = ['videohost:calmblueheron', 'videohost:gonegif', 'https://i.redd.it/a.jpg', 'videohost:notyet'];
    const wanted = shown.slice(0, 3);
    const { rerender } = renderWithProviders(<Sources wanted={wanted} shown={shown} />);

    expect(await screen.findByText('/api/redgifs/stream/calmblueheron?q=hd')).toBeInTheDocument();
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(screen.getByText('https://i.redd.it/a.jpg')).toBeInTheDocument();
    // Not wanted yet: never asked for.
    expect(screen.getByText('pending')).toBeInTheDocument();

    rerender(<Sources wanted={[...wanted]} shown={shown} />);
    const resolves = api.calls.filter((call) => call.path === API_PATHS.videoResolve);
    expect(resolves.map((call) => call.search.get('u')).sort()).toEqual(['calmblueheron', 'gonegif']);
  });
});
