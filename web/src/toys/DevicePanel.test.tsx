import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_SERVER_DEFAULT } from '@shared/constants';
import { STORAGE_KEYS } from '../config/storageKeys';
import { activateLocale, i18n } from '../lib/i18n/i18n';
import { setDeviceLayerShown } from './deviceLayerFlag';
import { DevicePanel } from './DevicePanel';
import { DEFAULT_CHOICES } from './deviceSettings';
import { NOTICES } from './deviceNotices';
import { toyStore } from './toyStore';

const render = (ui: ReactElement) => renderBare(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeEach(() => {
  localStorage.clear();
  toyStore.update({ status: 'disconnected', address: DEVICE_SERVER_DEFAULT, choices: DEFAULT_CHOICES, notice: null });
  setDeviceLayerShown(false);
});

describe('DevicePanel', () => {
  it('when shown, then it offers the default address, the 70 % cap and no device list before connecting', () => {
    render(<DevicePanel />);
    expect(screen.getByLabelText('Intiface address')).toHaveValue(DEVICE_SERVER_DEFAULT);
    expect(screen.getByLabelText('Intensity cap')).toHaveValue('70');
    expect(screen.queryByRole('button', { name: 'Scan for devices' })).toBeNull();
  });

  it('when the address is not a WebSocket address, then it says so and nothing is stored', async () => {
    render(<DevicePanel />);
    const address = screen.getByLabelText('Intiface address');
    await userEvent.clear(address);
    await userEvent.type(address, 'http://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICES.badAddress);
    expect(localStorage.getItem(STORAGE_KEYS.deviceServer)).toBeNull();
  });

  it('when nothing listens at the address, then the buttplug client fails cleanly with a clear message and the address is remembered', async () => {
    render(<DevicePanel />);
    const address = screen.getByLabelText('Intiface address');
    await userEvent.clear(address);
    await userEvent.type(address, 'ws://127.0.0.1:9');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      NOTICES.connectFailed('ws://127.0.0.1:9'),
    );
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.deviceServer)).toBe('ws://127.0.0.1:9');
  });

  it('when the cap is moved, then it is kept in this browser and shown', () => {
    render(<DevicePanel />);
    fireEvent.change(screen.getByLabelText('Intensity cap'), { target: { value: '40' } });
    expect(screen.getByText('Intensity cap 40 %')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.deviceSettings) ?? '{}')).toMatchObject({ cap: 0.4 });
  });

  it('when connected in a session and the floating device layer is not on screen (its code failed to load), then the panel has its own Stop device', async () => {
    toyStore.update({ status: 'connected', moving: true });
    render(<DevicePanel compact />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop device' }));
    expect(toyStore.get()).toMatchObject({ moving: false, notice: NOTICES.stoppedIdle });
  });

  it('when the device layer is on screen, then the panel leaves Stop device to it (one button, not two)', () => {
    toyStore.update({ status: 'connected' });
    setDeviceLayerShown(true);
    render(<DevicePanel compact />);
    expect(screen.queryByRole('button', { name: 'Stop device' })).toBeNull();
  });

  it('when the visitor reads German, then the panel and its notices are German', async () => {
    await act(() => activateLocale('de'));
    render(<DevicePanel />);
    expect(screen.getByRole('heading', { name: 'Gerät' })).toBeInTheDocument();
    const address = screen.getByLabelText('Intiface-Adresse');
    await userEvent.clear(address);
    await userEvent.type(address, 'http://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Verbinden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gib eine WebSocket-Adresse ein, etwa ws://127.0.0.1:12345.',
    );
    expect(screen.getByText('Maximale Intensität 70 %')).toBeInTheDocument();
  });
});
